/**
 * Texts of the admin pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.adminPages`.
 */
export const adminPages = {
  // The admin sidebar (spec §2): its links' labels by address, exactly as the route manifest's
  // `adminNav` labels (a test checks they agree), and the sidebar's own words.
  sidebar: {
    nav: {
      "/dashboard": "Dashboard",
      "/assignStudentToCourse": "Add Student To Course",
      "/assignStudentToProduct": "Add Student To Product",
      "/bulkEnrollment": "Bulk Enrolment (CSV)",
      "/manageOrders": "Manage Orders",
      "/createProduct": "Create New Product",
      "/createPublication": "Create New Publication",
      "/createOnlineCourse": "Create New Online Course",
      "/createOnDemanCourse": "Create New OnDemand Course",
      "/addNewProject": "Create New Project",
      "/manageProducts": "Manage Products",
      "/managePublications": "Manage Publications",
      "/manageOnlineCourses": "Manage Online Courses",
      "/manageOnDemandCourses": "Manage Ondemand Courses",
      "/manageProjects": "Manage Consultancy Services",
      "/manageEnquiries": "Enquiries",
      "/ManageHeaderPhotos": "Manage Header Photos",
      "/settings": "Settings",
    },
    brand: "BrightWay Admin",
    menu: "Admin menu",
    navLabel: "Admin",
    waitingForApproval: " waiting for approval",
    logout: "Logout",
  },
} as const;
