/**
 * Route tables of spec §2 used by `proxy.ts` (early redirects) and the login action (where to
 * go after login). Pure data and predicates: no cookies, no upstream.
 */

/** Admin pages without an id (exact paths). */
export const ADMIN_PATHS = [
  "/assignStudentToCourse",
  "/assignStudentToProduct",
  "/createProduct",
  "/createPublication",
  "/createOnlineCourse",
  "/createOnDemanCourse", // spelling as given by the spec
  "/addNewProject",
  "/manageProducts",
  "/managePublications",
  "/manageOnlineCourses",
  "/manageOnDemandCourses",
  "/manageProjects",
  "/ManageHeaderPhotos",
  "/manageOrders", // not in spec §2: the orders extension's proof queue (issue 11)
] as const;

/** Admin pages that take an id: `/{prefix}/{id}`. */
export const ADMIN_ID_PREFIXES = [
  "/managePackages",
  "/editOnDemandCourse",
  "/editOnlineCourse",
  "/editProject",
  "/ManageOnDemandCoursesEnrollments",
  "/ManageProductsEnrollments",
  "/manageProductsEnrollments", // the spec reaches the same page under both spellings
] as const;

/** Pages for a logged-in user (exact paths, or `/userProfile/{id}`). */
export const STUDENT_PATHS = ["/editProfile", "/enrolledCourses", "/enrolledProducts"] as const;

/** Student pages that take an id. */
export const STUDENT_ID_PREFIXES = ["/userProfile"] as const;

/** Pages a logged-in user has no business on (they go to `/`). */
export const GUEST_ONLY_PATHS = ["/login", "/signup"] as const;

/** Where an admin lands after login (spec §4). */
export const ADMIN_HOME = "/assignStudentToCourse";

function matches(pathname: string, exact: readonly string[], prefixes: readonly string[]): boolean {
  // Prefixes match the bare prefix and anything below it, so `/editProject/1/x` is guarded too.
  return exact.includes(pathname) || prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** True for an admin page of spec §2 (`pathname` without query, as Next gives it). */
export function isAdminPath(pathname: string): boolean {
  return matches(pathname, ADMIN_PATHS, ADMIN_ID_PREFIXES);
}

/** True for a page that needs a logged-in user (`/userProfile/*`, `/editProfile`, `/enrolled*`). */
export function isStudentPath(pathname: string): boolean {
  return matches(pathname, STUDENT_PATHS, STUDENT_ID_PREFIXES);
}

/** True for `/login` and `/signup`. */
export function isGuestOnlyPath(pathname: string): boolean {
  return (GUEST_ONLY_PATHS as readonly string[]).includes(pathname);
}

/** Query flag on `/login` telling `proxy.ts` to drop a session the upstream has rejected. */
export const SESSION_ENDED_PARAM = "sessionEnded";
