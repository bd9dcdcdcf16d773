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
  // The Dashboard (ours, not the spec's). Currencies are written by code in English and by name
  // in Arabic (`currency` is the code; `currencyName` says it in a sentence).
  dashboard: {
    title: "Dashboard",
    intro: "The business at a glance: orders to decide, revenue, students and progress.",
    keyFigures: "Key figures",
    ordersWaiting: "Orders waiting",
    oldestWaiting: (duration: string) => `Oldest waiting ${duration}`,
    nothingToApprove: "Nothing to approve",
    overdue: (hours: number) => `Overdue (over ${hours} hours)`,
    pastPromise: "Past the 24-hour promise",
    withinPromise: "All within the promise",
    endingCount: "Enrolments ending in 7 days",
    newEnquiries: "New enquiries",
    fromConsultancy: "From the consultancy page",
    newStudentsThisWeek: "New students this week",
    liveSessionsHeading: "Live sessions this week",
    revenueHeading: "Revenue per month",
    endingHeading: "Enrolments ending in the next 7 days",
    newStudentsHeading: "New students",
    completionHeading: "Completion per course",
    currencyName: { EGP: "EGP", USD: "USD" },
    revenueTitle: (currency: string) => `Revenue in ${currency} per month`,
    noRevenueIn: (currency: string) =>
      `No approved orders paid in ${currency} in the last 12 months.`,
    revenueDescription: (currency: string, total: string) =>
      `Approved orders paid in ${currency}, last 12 months: ${total} in all.`,
    revenueSeries: (currency: string) => `Revenue (${currency})`,
    month: "Month",
    approvedOrders: "Approved orders",
    studentsTitle: "New students per week",
    studentsDescription: (total: number) =>
      `Student accounts created, weeks from Monday, last 12 weeks: ${total} in all.`,
    newStudents: "New students",
    weekStarting: "Week starting",
    completionTitle: "Average completion per course",
    completionDescription: "Mean share of each course's videos completed by its enrolled students.",
    averageCompletion: "Average completion",
    course: "Course",
    enrolledStudents: "Enrolled students",
    completed: "Completed",
    student: "Student",
    accessEnds: "Access ends",
    cairo: "(Cairo)",
    sessionLine: (minutes: number, enrolled: number) =>
      `${minutes} minutes · ${enrolled} ${enrolled === 1 ? "student" : "students"} enrolled`,
    showNumbers: (title: string) => `Show the numbers: ${title}`,
  },
} as const;
