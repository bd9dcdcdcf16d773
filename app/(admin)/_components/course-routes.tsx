import type { ComponentProps } from "react";
import {
  coursePageTitles,
  CreateCoursePage,
  EditCoursePage,
  ManageCoursesPage,
} from "@/app/(admin)/_components/course-pages";
import { requireAdmin } from "@/lib/auth/guards";
import { courseRoutes, type CourseKind } from "@/lib/course-kinds";
import type { SearchParamsProp } from "@/lib/search-params";
import { adminMetadata, type AdminRoute } from "@/app/(admin)/_components/route-module";

/*
 * The create, edit and manage routes of a course kind, written once: each route's page.tsx takes
 * its `metadata` and its page from one of these, given its kind (and its own server action). The
 * page checks the Admin role here as well as in the layout, the actions and the route handlers.
 */

/** `/createOnlineCourse`, `/createOnDemanCourse`: the empty course form of the kind. */
export function createCourseRoute(kind: CourseKind): AdminRoute<object> {
  return {
    metadata: adminMetadata(coursePageTitles(kind).create),
    async Page() {
      await requireAdmin(courseRoutes[kind].create);
      return <CreateCoursePage kind={kind} />;
    },
  };
}

/** `/editOnlineCourse/{id}`, `/editOnDemandCourse/{id}`: the form prefilled, and the two images. */
export function editCourseRoute(
  kind: CourseKind,
  updateAction: ComponentProps<typeof EditCoursePage>["updateAction"],
): AdminRoute<{ params: Promise<{ id: string }>; searchParams: SearchParamsProp }> {
  return {
    metadata: adminMetadata(coursePageTitles(kind).edit),
    async Page({ params, searchParams }) {
      const { id } = await params;
      await requireAdmin(courseRoutes[kind].edit(id));
      return (
        <EditCoursePage
          kind={kind}
          id={id}
          searchParams={await searchParams}
          updateAction={updateAction}
        />
      );
    },
  };
}

/** `/manageOnlineCourses`, `/manageOnDemandCourses`: the kind's table (`?q=` name search, `?page=`). */
export function manageCoursesRoute(
  kind: CourseKind,
  deleteAction: ComponentProps<typeof ManageCoursesPage>["deleteAction"],
): AdminRoute<{ searchParams: SearchParamsProp }> {
  return {
    metadata: adminMetadata(coursePageTitles(kind).manage),
    async Page({ searchParams }) {
      await requireAdmin(courseRoutes[kind].manage);
      return (
        <ManageCoursesPage
          kind={kind}
          searchParams={await searchParams}
          deleteAction={deleteAction}
        />
      );
    },
  };
}
