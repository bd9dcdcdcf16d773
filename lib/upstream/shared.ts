import "server-only";
import { UpstreamError } from "@/lib/upstream/client";
import { mediaUrl, type MediaKind } from "@/lib/media";
import type { CourseBase, PageRequest } from "@/lib/upstream/types";
import type { CourseVM, OnDemandCourseDto, OnlineCourseDto } from "@/lib/upstream/wire";
import { GUID_PATTERN } from "@/lib/guid";

/** Seconds a cached catalogue read stays fresh when no mutation invalidates it first (1 hour). */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

/** The upstream's default page size (contract §1.6), used when a size is not a number. */
export const DEFAULT_PAGE_SIZE = 10;

/** The upstream's largest page (contract §1.6: larger sizes are clamped to 50). */
export const MAX_PAGE_SIZE = 50;

// Identity user ids are Guid strings; the pattern is a little wider (letters, digits, dashes) so a
// differently generated id still passes, but never a quote, slash, dot or space: the legacy pastes
// `studentId` into raw SQL (contract §7.12) and into paths.
const userIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** True when `value` is a Guid in `8-4-4-4-12` hex form (any case). */
export function isGuid(value: unknown): value is string {
  return typeof value === "string" && GUID_PATTERN.test(value);
}

/** True when `value` is a positive safe integer (the upstream's int ids start at 1). */
export function isPositiveIntId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** True when `value` looks like an upstream user id (letters, digits and dashes, 1–64 chars). */
export function isUserId(value: unknown): value is string {
  return typeof value === "string" && userIdPattern.test(value);
}

/**
 * Checks an id before it is put into a path or query, so user input never builds odd paths.
 * @throws UpstreamError with status 404 (nothing was sent: an id of the wrong form names nothing).
 */
export function assertId(kind: "guid" | "int" | "user", value: unknown, endpoint: string): void {
  const ok =
    kind === "guid" ? isGuid(value) : kind === "int" ? isPositiveIntId(value) : isUserId(value);
  if (!ok) throw new UpstreamError({ status: 404, endpoint, message: `Invalid ${kind} id` });
}

/**
 * Runs an upstream read and turns the given statuses into `null` ("not found").
 * @throws UpstreamError for any other failure.
 */
export async function nullWhen<T>(statuses: number[], read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError && statuses.includes(error.status)) return null;
    throw error;
  }
}

/**
 * A page request as the upstream will read it: the search trimmed (left out when blank), the
 * page 1 or more, the size 1–50 (contract §1.6; the legacy answers 500 for a page or size below
 * 1). Equivalent requests come out equal, so they also share one cached read.
 */
export function normalizedPage(request: PageRequest): PageRequest {
  const search = request.search?.trim();
  const page =
    request.page !== undefined && Number.isSafeInteger(request.page) && request.page > 0
      ? request.page
      : 1;
  const size = Number.isFinite(request.pageSize) ? Math.trunc(request.pageSize) : DEFAULT_PAGE_SIZE;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, size));
  return { search: search ? search : undefined, page, pageSize };
}

/**
 * The query of a paged upstream list (contract §1.6): `SearchTerm` (left out when blank),
 * `PageNumber` (first page 1) and `PageSize` (1–50), from {@link normalizedPage}.
 */
export function pageQuery(request: PageRequest): Record<string, string | number | undefined> {
  const { search, page, pageSize } = normalizedPage(request);
  return { SearchTerm: search, PageNumber: page, PageSize: pageSize };
}

const extensionByMime: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "image/avif": ".avif",
  "application/pdf": ".pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
  "application/vnd.ms-excel": ".xls",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
  "application/msword": ".doc",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
  "application/vnd.ms-powerpoint": ".ppt",
};

/** A safe file name for an upload: a fixed stem plus an extension chosen from the MIME type. */
export function safeUploadName(file: Blob, stem = "upload"): string {
  return `${stem}${extensionByMime[file.type] ?? ".bin"}`;
}

/**
 * The multipart body of every upstream upload: part `File` (the bytes) and part `Type` (a file-type
 * number, contract §1.5).
 */
export function uploadForm(file: Blob, type: number): FormData {
  const form = new FormData();
  // Security boundary: the legacy stores uploads as `{guid}{client file name}` without
  // sanitising the name (contract §7.13), so the browser's file name is never forwarded.
  form.append("File", file, safeUploadName(file));
  form.append("Type", String(type));
  return form;
}

/** Fetch-level cache options for an anonymous raw read (used by the media helpers). */
export function catalogueFetchCache(cacheTags: string[]): { tags: string[]; revalidate: number } {
  return { tags: cacheTags, revalidate: CATALOGUE_REVALIDATE_SECONDS };
}

/** The ISO text of a date for the upstream: UTC clock time with `Z` (stored as that clock time). */
export function toUpstreamDateTime(date: Date): string {
  return date.toISOString();
}

/**
 * The fields both course kinds share, from a wire CourseVM or course DTO: typos fixed
 * (`intructorName` → `instructorName`) and base64 images turned into `/media/…` URLs.
 */
export function reshapeCourseBase(
  vm: CourseVM,
  kinds: { image: MediaKind; instructorImage: MediaKind },
): CourseBase {
  return {
    id: vm.id,
    name: vm.name,
    description: vm.description ?? null,
    discount: vm.discount,
    hasDiscount: vm.hasDiscount,
    enrollments: vm.enrollments,
    hours: vm.hours,
    imageUrl: mediaUrl(kinds.image, vm.id, vm.imageBytes),
    instructorName: vm.intructorName ?? null,
    instructorDescription: vm.intructorDescription ?? null,
    instructorImageUrl: mediaUrl(kinds.instructorImage, vm.id, vm.intructorImageBytes),
  };
}

/** The record fields both course kinds share, from a stored course DTO (no images). */
export function reshapeCourseRecordBase(
  dto: OnDemandCourseDto | OnlineCourseDto,
): Omit<CourseBase, "imageUrl" | "instructorImageUrl"> & { objectives: string | null } {
  return {
    id: dto.id,
    name: dto.name,
    description: dto.description ?? null,
    objectives: dto.objectives ?? null,
    discount: dto.discount,
    hasDiscount: dto.hasDiscount,
    enrollments: dto.enrollments,
    hours: dto.hours,
    instructorName: dto.intructorName ?? null,
    instructorDescription: dto.intructorDescription ?? null,
  };
}
