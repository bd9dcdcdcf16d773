"use server";

import { fail, ok } from "@/lib/actions/result";
import { adminAction } from "@/lib/actions/safe-action";
import { getCatalogue } from "@/lib/i18n/server";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourseEnrollments } from "@/lib/upstream/enrollments";
import { getCourse } from "@/lib/upstream/courses";
import { createPackage, deletePackage, updatePackage } from "@/lib/upstream/packages";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import type { OnDemandCourse } from "@/lib/upstream/types";
import { packageHolders } from "./holders";
import { packageSchemas } from "./schema";

const sameId = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.toLowerCase() === b.toLowerCase();

/** The course's package with `packageId`, or null (the browser may name any package). */
function coursePackage(course: OnDemandCourse | null, packageId: string) {
  return course?.packages.find((pkg) => sameId(pkg.id, packageId)) ?? null;
}

/**
 * Adds a package (name, duration in months, price in EGP) to an on-demand course. Admin only
 * (re-checked by `adminAction`); ids and fields validated by the schema; the course must exist.
 * Calls POST /api/Packages; invalidates the course's tags (the course goes on sale with its first
 * package). Success 'Package Created Successfully' (ours); failure 'Failed To Create Package'.
 */
export const createPackageAction = adminAction(
  packageSchemas.add,
  async ({ courseId, name, durationMonths, price }, { session, expire }) => {
    const course = await getCourse("on-demand", courseId, session.token);
    if (!course) return fail(messages.admin.createPackageFailed);
    await createPackage(course.id, { name, durationMonths, price }, session.token);
    expire(tagsTouchedBy.package(course.id));
    return ok(undefined, messages.admin.packageCreated);
  },
  { failureMessage: messages.admin.createPackageFailed },
);

/**
 * Changes a package's name, duration (months) and price (EGP). Admin only; the package must
 * belong to the course named (checked against the course's own packages, never trusted from the
 * browser). Calls PUT /api/Packages/{id}. 'Package updated successfully' / 'Failed to update package'.
 */
export const updatePackageAction = adminAction(
  packageSchemas.update,
  async ({ courseId, packageId, name, durationMonths, price }, { session, expire }) => {
    const course = await getCourse("on-demand", courseId, session.token);
    const pkg = coursePackage(course, packageId);
    if (!course || !pkg) return fail(messages.admin.updatePackageFailed);
    await updatePackage(pkg.id, { name, durationMonths, price }, session.token);
    expire(tagsTouchedBy.package(course.id, pkg.id));
    return ok(undefined, messages.admin.packageUpdated);
  },
  { failureMessage: messages.admin.updatePackageFailed },
);

/** A 409 (reference upstream) or 500 (legacy: the foreign key refuses) means students hold it. */
const isInUseAnswer = (error: UpstreamError) => error.status === 409 || error.status === 500;

/**
 * Deletes a package that nobody holds. Admin only; the package must belong to the course.
 *
 * Students enrolled with the package: the legacy upstream answers 500 (its foreign key refuses,
 * contract §3.6) and deleting it would leave their enrolment without a duration, which ends their
 * access (`lib/entitlement.ts` fails closed). So the course's enrolments are read first and the
 * delete is refused with a message naming the students and pointing to Edit Enrollment on the
 * enrolments page, where they can be moved to another package; nothing changes for them.
 * Calls GET …/GetEnrollmentesByCourseId/{courseId}, then DELETE /api/Packages?packageId=….
 * Success 'Package Deleted Successfully' (ours); failure 'Failed to Delete Package'.
 */
export const deletePackageAction = adminAction(
  packageSchemas.delete,
  async ({ courseId, packageId }, { session, expire }) => {
    const course = await getCourse("on-demand", courseId, session.token);
    const pkg = coursePackage(course, packageId);
    if (!course || !pkg) return fail(messages.deleteFailed.package);
    const holders = packageHolders(await listCourseEnrollments(course.id, session.token), pkg.id);
    // The sentence names the students: written in the page's language here.
    if (holders.length > 0) return fail((await getCatalogue()).admin.packageInUse(holders));
    try {
      await deletePackage(pkg.id, session.token);
    } catch (error) {
      // Someone was enrolled between our read and the delete: say so in the page's language.
      if (error instanceof UpstreamError && isInUseAnswer(error))
        return fail((await getCatalogue()).admin.packageInUse([]));
      throw error;
    }
    expire(tagsTouchedBy.package(course.id, pkg.id));
    return ok(undefined, messages.admin.packageDeleted);
  },
  {
    failureMessage: messages.deleteFailed.package,
    // Someone was enrolled between our read and the delete: say so rather than a bare failure.
    mapError: (error) => (isInUseAnswer(error) ? messages.admin.packageInUse([]) : undefined),
  },
);
