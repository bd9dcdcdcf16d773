/** One entry of the admin sidebar (spec §2), without Logout (a form, not a link). */
export interface AdminNavEntry {
  /** The label exactly as spec §2 writes it. */
  label: string;
  /** The admin route it opens (spec §2 spelling). */
  href: string;
  /** True once the route's page exists; the sidebar shows only implemented entries. */
  isImplemented: boolean;
  /** An upstream extension the page needs (not in spec §2); shown only when the upstream has it. */
  extension?: "orders";
}

/**
 * Every admin sidebar entry of spec §2, in the spec's order. The one place to flip an entry on
 * (`isImplemented: true`) when its page lands, so the sidebar never links to a 404.
 */
export const adminNavEntries: readonly AdminNavEntry[] = [
  { label: "Add Student To Course", href: "/assignStudentToCourse", isImplemented: true },
  { label: "Add Student To Product", href: "/assignStudentToProduct", isImplemented: true },
  // Not in spec §2: the payment-proof queue of the orders extension (issue 11).
  { label: "Manage Orders", href: "/manageOrders", isImplemented: true, extension: "orders" },
  { label: "Create New Product", href: "/createProduct", isImplemented: true },
  { label: "Create New Publication", href: "/createPublication", isImplemented: true },
  { label: "Create New Online Course", href: "/createOnlineCourse", isImplemented: true },
  { label: "Create New OnDemand Course", href: "/createOnDemanCourse", isImplemented: true },
  { label: "Create New Project", href: "/addNewProject", isImplemented: true },
  { label: "Manage Products", href: "/manageProducts", isImplemented: true },
  { label: "Manage Publications", href: "/managePublications", isImplemented: true },
  { label: "Manage Online Courses", href: "/manageOnlineCourses", isImplemented: true },
  { label: "Manage Ondemand Courses", href: "/manageOnDemandCourses", isImplemented: true },
  { label: "Manage Consultancy Services", href: "/manageProjects", isImplemented: true },
  { label: "Manage Header Photos", href: "/ManageHeaderPhotos", isImplemented: true },
];

/**
 * The entries whose pages exist, in sidebar order; an extension's entry only when the upstream
 * has it (`hasOrders`, default false: a legacy upstream shows no orders UI).
 */
export function implementedAdminNav(options: { hasOrders?: boolean } = {}): AdminNavEntry[] {
  return adminNavEntries.filter(
    (entry) => entry.isImplemented && (entry.extension !== "orders" || options.hasOrders === true),
  );
}
