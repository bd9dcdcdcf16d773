/**
 * Test data, not read by the app: spec §2's admin pages exactly as the spec writes them (its
 * spelling and capitals), the pages that end in an id as `{id}`. The route tests (guards, proxy,
 * manifest, robots.txt) each check the app against this one list, never against the manifest
 * they test.
 */
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
