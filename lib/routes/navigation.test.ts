import { describe, expect, it } from "vitest";
import { isNavItemActive } from "@/lib/routes/active-link";
import { adminNav, mainNav, serviceLinks } from "@/lib/routes/navigation";

describe("mainNav", () => {
  it("is the spec's menu in order, Courses a dropdown, details pages highlighting their list", () => {
    expect(mainNav).toEqual([
      { label: "Home", href: "/" },
      {
        label: "Courses",
        items: [
          { label: "Online Courses", href: "/onlineCourses", activeFor: ["/onlineCourseDetails"] },
          {
            label: "On-Demand Courses",
            href: "/onDemandCourses",
            activeFor: ["/onDemandCourseDetails"],
          },
        ],
      },
      { label: "Products", href: "/products" },
      { label: "Consultancy Services", href: "/consultancyServices" },
      { label: "Publications", href: "/publications" },
    ]);
  });
});

describe("serviceLinks", () => {
  it("lists the menu's catalogues, then the consultancy, by their menu labels", () => {
    expect(serviceLinks).toEqual([
      { label: "Online Courses", href: "/onlineCourses" },
      { label: "On-Demand Courses", href: "/onDemandCourses" },
      { label: "Products", href: "/products" },
      { label: "Publications", href: "/publications" },
      { label: "Consultancy Services", href: "/consultancyServices" },
    ]);
  });
});

describe("isNavItemActive", () => {
  it("highlights Home only on / itself", () => {
    expect(isNavItemActive({ href: "/" }, "/")).toBe(true);
    expect(isNavItemActive({ href: "/" }, "/products")).toBe(false);
  });

  it("highlights a list on its page and sub-pages, not on look-alike paths", () => {
    expect(isNavItemActive({ href: "/products" }, "/products")).toBe(true);
    expect(isNavItemActive({ href: "/products" }, "/products/3")).toBe(true);
    expect(isNavItemActive({ href: "/products" }, "/productsArchive")).toBe(false);
  });

  it("highlights a course list on its own details pages only", () => {
    const online = { href: "/onlineCourses", activeFor: ["/onlineCourseDetails"] };
    expect(isNavItemActive(online, "/onlineCourseDetails/0b7c")).toBe(true);
    expect(isNavItemActive(online, "/onDemandCourseDetails/0b7c")).toBe(false);
  });
});

const specSidebar = [
  ["Dashboard", "/dashboard"],
  ["Add Student To Course", "/assignStudentToCourse"],
  ["Add Student To Product", "/assignStudentToProduct"],
  ["Create New Product", "/createProduct"],
  ["Create New Publication", "/createPublication"],
  ["Create New Online Course", "/createOnlineCourse"],
  ["Create New OnDemand Course", "/createOnDemanCourse"],
  ["Create New Project", "/addNewProject"],
  ["Manage Products", "/manageProducts"],
  ["Manage Publications", "/managePublications"],
  ["Manage Online Courses", "/manageOnlineCourses"],
  ["Manage Ondemand Courses", "/manageOnDemandCourses"],
  ["Manage Consultancy Services", "/manageProjects"],
  ["Manage Header Photos", "/ManageHeaderPhotos"],
];

describe("adminNav", () => {
  it("lists the Dashboard, then the spec's sidebar entries in the spec's order, Bulk Enrolment after the two assignment screens (Logout is the sidebar's form)", () => {
    expect(adminNav().map((entry) => [entry.label, entry.href])).toEqual([
      ...specSidebar.slice(0, 3),
      ["Bulk Enrolment (CSV)", "/bulkEnrollment"],
      ...specSidebar.slice(3),
    ]);
  });

  it("adds Manage Orders after Add Student To Product only when the upstream has orders", () => {
    const withOrders = adminNav({ hasOrders: true });
    expect(withOrders.map((entry) => [entry.label, entry.href])).toEqual([
      ...specSidebar.slice(0, 3),
      ["Bulk Enrolment (CSV)", "/bulkEnrollment"],
      ["Manage Orders", "/manageOrders"],
      ...specSidebar.slice(3),
    ]);
    expect(withOrders[4]?.extension).toBe("orders");
  });

  it("adds Enquiries after Manage Consultancy Services only when the upstream keeps enquiries", () => {
    expect(adminNav().map((entry) => entry.label)).not.toContain("Enquiries");
    const labels = adminNav({ hasEnquiries: true }).map((entry) => entry.label);
    expect(labels[labels.indexOf("Manage Consultancy Services") + 1]).toBe("Enquiries");
    expect(
      adminNav({ hasEnquiries: true }).find((entry) => entry.label === "Enquiries")?.href,
    ).toBe("/manageEnquiries");
  });
});
