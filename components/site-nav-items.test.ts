import { describe, expect, it } from "vitest";
import { isNavItemActive, mainNav } from "./site-nav-items";

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

  it("highlights a course list on its details pages", () => {
    const online = { href: "/onlineCourses", activeFor: ["/onlineCourseDetails"] };
    expect(isNavItemActive(online, "/onlineCourseDetails/0b7c…")).toBe(true);
    expect(isNavItemActive(online, "/onDemandCourseDetails/0b7c…")).toBe(false);
  });
});

describe("mainNav", () => {
  it("lists the spec's menu in order with Courses as a dropdown", () => {
    expect(mainNav.map((entry) => entry.label)).toEqual([
      "Home",
      "Courses",
      "Products",
      "Consultancy Services",
      "Publications",
    ]);
    const courses = mainNav[1];
    expect(courses && "items" in courses ? courses.items.map((item) => item.href) : []).toEqual([
      "/onlineCourses",
      "/onDemandCourses",
    ]);
  });
});
