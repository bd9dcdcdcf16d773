/*
 * Test data, not read by the app: pages of spec §2 (and the extensions) as the spec writes them,
 * for the route tests (guards, proxy, manifest, security headers, robots.txt), which each check
 * the app against these lists, never against the manifest they test.
 */

/**
 * Addresses of the public pages a shared cache may keep: home, the lists, one details page of
 * each kind, a certificate check, consultancy and payment.
 */
export const cacheablePublicAddresses = [
  "/",
  "/onDemandCourses",
  "/onlineCourses",
  "/onDemandCourseDetails/5d1e",
  "/onlineCourseDetails/5d1e",
  "/products",
  "/products/12",
  "/publications/2",
  "/certificates/abcd-efgh-jkmn",
  "/consultancyServices",
  "/payment",
];

/** Spec §2's admin pages in its spelling and capitals, the pages that end in an id as `{id}`. */
export const specAdminPages = [
  "/assignStudentToCourse",
  "/assignStudentToProduct",
  "/createProduct",
  "/createPublication",
  "/createOnlineCourse",
  "/createOnDemanCourse",
  "/addNewProject",
  "/manageProducts",
  "/managePublications",
  "/manageOnlineCourses",
  "/manageOnDemandCourses",
  "/manageProjects",
  "/ManageHeaderPhotos",
  "/managePackages/{id}",
  "/editOnDemandCourse/{id}",
  "/editOnlineCourse/{id}",
  "/editProject/{id}",
  "/ManageOnDemandCoursesEnrollments/{id}",
  "/ManageProductsEnrollments/{id}",
  "/manageProductsEnrollments/{id}",
] as const;

/** {@link specAdminPages} as addresses: `{id}` filled with `id` (`/editProject/3`). */
export function specAdminAddresses(id = "5d1e"): string[] {
  return specAdminPages.map((path) => path.replace("{id}", id));
}

/** The fixed part of each of {@link specAdminPages}: the path without its `/{id}` (`/editProject`). */
export function specAdminPrefixes(): string[] {
  return specAdminPages.map((path) => path.replace("/{id}", ""));
}
