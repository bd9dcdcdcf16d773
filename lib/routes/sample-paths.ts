/*
 * Test support only (imported by `*.test.ts`): the pages of spec §2 as literal paths a browser
 * asks for (a sample id where the page takes one), by who may open them. The tests of what is
 * derived from the route manifest (`lib/auth/routes.ts`, `proxy.ts`, `lib/security-headers.ts`)
 * run over these lists, so a manifest that drifts from the spec fails them.
 */

/** Every admin page, with the legacy's spellings (`/createOnDemanCourse`, both Enrollments cases). */
export const sampleAdminPaths = [
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
  "/manageOrders",
  "/managePackages/5d1e",
  "/editOnDemandCourse/5d1e",
  "/editOnlineCourse/5d1e",
  "/editProject/3",
  "/ManageOnDemandCoursesEnrollments/5d1e",
  "/ManageProductsEnrollments/4",
  "/manageProductsEnrollments/4",
];

/** Every student page (an admin may open them too). */
export const sampleStudentPaths = ["/userProfile/abc", "/editProfile", "/enrolledCourses", "/enrolledProducts"];

/** Public pages anyone may open (/ForgotPassword among them, though it is an auth page). */
export const samplePublicPaths = [
  "/",
  "/onDemandCourses",
  "/onlineCourses",
  "/onDemandCourseDetails/5d1e",
  "/onlineCourseDetails/5d1e",
  "/products",
  "/products/12",
  "/publications/2",
  "/consultancyServices",
  "/payment",
  "/ForgotPassword",
  "/certificates/abcd-efgh-jkmn",
];
