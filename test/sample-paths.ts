/*
 * Test support only (imported by `*.test.ts`): the pages of spec §2 (and the extensions' pages)
 * written out by hand, by who may open them. The manifest's test checks each template's access;
 * the tests of what is derived from the manifest (`lib/auth/routes.ts`, `proxy.ts`,
 * `lib/security-headers.ts`) run over the same pages as a browser asks for them. A manifest that
 * drifts from the spec fails them.
 */

/** The pages by access, as the manifest writes them (`{id}` for a path segment). */
export const pagesByAccess = {
  /** Every admin page, with the legacy's spellings (`/createOnDemanCourse`, both Enrollments cases). */
  admin: [
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
    "/manageEnquiries",
    "/managePackages/{id}",
    "/editOnDemandCourse/{id}",
    "/editOnlineCourse/{id}",
    "/editProject/{id}",
    "/ManageOnDemandCoursesEnrollments/{id}",
    "/manageLiveSessions/{id}",
    "/ManageOnlineCourseEnrollments/{id}",
    "/ManageProductsEnrollments/{id}",
    "/manageProductsEnrollments/{id}",
  ],
  /** Every student page (an admin may open them too). */
  student: ["/userProfile/{id}", "/editProfile", "/enrolledCourses", "/enrolledProducts"],
  /** Public pages anyone may open (/ForgotPassword among them, though it is an auth page). */
  public: [
    "/",
    "/onDemandCourses",
    "/onlineCourses",
    "/onDemandCourseDetails/{id}",
    "/onlineCourseDetails/{id}",
    "/products",
    "/products/{id}",
    "/publications",
    "/publications/{id}",
    "/consultancyServices",
    "/payment",
    "/ForgotPassword",
    "/certificates/{code}",
  ],
  /** Pages only for someone logged out. */
  "guest-only": ["/login", "/signup"],
};

/** A page as a browser asks for it: each `{param}` filled with a sample value. */
const asVisited = (template: string) => template.replace(/\{\w+\}/g, "5d1e");

/** The admin pages as visited (`/editProject/5d1e`). */
export const sampleAdminPaths = pagesByAccess.admin.map(asVisited);

/** The student pages as visited. */
export const sampleStudentPaths = pagesByAccess.student.map(asVisited);

/** The public pages as visited. */
export const samplePublicPaths = pagesByAccess.public.map(asVisited);
