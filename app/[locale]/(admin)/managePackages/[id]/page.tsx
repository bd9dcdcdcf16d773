import type { Metadata } from "next";
import {
  AdminCourseHeader,
  loadAdminCourse,
} from "@/app/[locale]/(admin)/_components/admin-course-page";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { manageEnrollmentsPath, managePackagesPath } from "@/lib/course-kinds";
import { getCatalogue } from "@/lib/i18n/server";
import { PackageManager, type PackageRow } from "./_components/package-manager";
import { packageHolders } from "./holders";
import { flagParam, parseSearchParams } from "@/lib/search-params";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.enrollments.packagesTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/managePackages/[id]">;

/**
 * Spec §2 "Manage packages for a course" (`/managePackages/{courseId}`): the packages of an
 * on-demand course (name, months, EGP) with add, edit and delete. The course is the cached
 * public read; the enrolments (who holds which package, so a delete can say so first) are read
 * with the admin's token and never cached. Admin only (here, in the layout and in every action).
 */
export default async function ManagePackagesPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const path = managePackagesPath(id);
  const session = await requireAdmin(path);
  const loaded = await loadAdminCourse({
    id,
    path,
    session,
    page: "packages",
  });
  if (loaded.status === "failed") return loaded.page;
  const messages = await getCatalogue();
  const { course, enrollments } = loaded;
  const packages: PackageRow[] = course.packages.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    durationMonths: pkg.durationMonths,
    price: pkg.price,
    holders: enrollments ? packageHolders(enrollments, pkg.id) : null,
  }));
  const enrollmentsHref = manageEnrollmentsPath(course.id);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <AdminCourseHeader page="packages" course={course} />
      {enrollments === null ? (
        <InlineAlert message={messages.course.studentEnrollmentFailed} />
      ) : null}
      <PackageManager
        courseId={course.id}
        courseName={course.name}
        packages={packages}
        enrollmentsHref={enrollmentsHref}
        openAdd={parseSearchParams(query, { add: flagParam }).add}
      />
    </div>
  );
}
