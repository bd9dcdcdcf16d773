import "server-only";
import { upstreamFetch } from "@/lib/upstream/client";
import type { CoursePackage } from "@/lib/upstream/types";
import type { PackageDto } from "@/lib/upstream/wire";

/** Reshapes a wire PackageDto (`durationByMonthes`) into a {@link CoursePackage} (price in EGP). */
export function reshapePackage(dto: PackageDto): CoursePackage {
  return {
    id: dto.id,
    name: dto.name,
    durationMonths: dto.durationByMonthes,
    price: dto.price,
    courseId: dto.courseId,
  };
}

/** Input of {@link createPackage} and {@link updatePackage}. */
export interface PackageInput {
  name: string;
  /** Access duration in months. */
  durationMonths: number;
  /** Price in EGP. */
  price: number;
}

/**
 * Adds a package to an on-demand course. Admin token. Calls POST /api/Packages.
 * The upstream answers 201 with no body, so the new id is not known (re-read the course's packages).
 * Invalidate `tagsTouchedBy.package(courseId)`.
 * @throws UpstreamError (404 when `courseId` is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function createPackage(
  courseId: string,
  input: PackageInput,
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "POST /api/Packages",
    ids: [["guid", courseId]],
    body: {
      name: input.name,
      durationByMonthes: input.durationMonths,
      price: input.price,
      courseId,
    },
    token,
  });
}

/**
 * Changes a package's name, duration (months) and price (EGP); its course cannot change. Admin token.
 * Calls PUT /api/Packages/{packageId}. Invalidate `tagsTouchedBy.package(courseId, packageId)`.
 * @throws UpstreamError (404 for an unknown package or an id that is not a Guid).
 */
export async function updatePackage(
  packageId: string,
  input: PackageInput,
  token: string,
): Promise<void> {
  await upstreamFetch({
    endpoint: "PUT /api/Packages/{packageId}",
    ids: [["guid", packageId]],
    body: { name: input.name, durationByMonthes: input.durationMonths, price: input.price },
    token,
  });
}

/**
 * Deletes a package. Admin token. Calls DELETE /api/Packages?packageId={packageId} (a query
 * parameter, not a path segment). Invalidate `tagsTouchedBy.package(courseId, packageId)`.
 * @throws UpstreamError: 404 for an unknown package; the legacy answers 500 while any enrolment
 *   still references the package (foreign key without cascade).
 */
export async function deletePackage(packageId: string, token: string): Promise<void> {
  await upstreamFetch({
    endpoint: "DELETE /api/Packages",
    ids: [["guid", packageId]],
    query: { packageId },
    token,
  });
}
