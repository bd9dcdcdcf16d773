import { describe, expect, it } from "vitest";
import { sitemapDetails, sitemapPages } from "@/lib/routes/sitemap";

describe("sitemapPages", () => {
  it("lists the public pages and the auth forms, not the guarded pages or the reset form", () => {
    expect(sitemapPages).toEqual([
      { path: "/", changeFrequency: "weekly", priority: 1 },
      { path: "/onlineCourses", changeFrequency: "weekly", priority: 0.9 },
      { path: "/onDemandCourses", changeFrequency: "weekly", priority: 0.9 },
      { path: "/products", changeFrequency: "weekly", priority: 0.8 },
      { path: "/consultancyServices", changeFrequency: "monthly", priority: 0.7 },
      { path: "/publications", changeFrequency: "weekly", priority: 0.8 },
      { path: "/payment", changeFrequency: "yearly", priority: 0.4 },
      { path: "/login", changeFrequency: "yearly", priority: 0.2 },
      { path: "/signup", changeFrequency: "yearly", priority: 0.3 },
    ]);
  });
});

describe("sitemapDetails", () => {
  it("lists each course, product and publication page from its catalogue read", () => {
    expect(sitemapDetails.map((details) => [details.items, details.pathFor("7")])).toEqual([
      ["onlineCourses", "/onlineCourseDetails/7"],
      ["onDemandCoursesWithPackages", "/onDemandCourseDetails/7"],
      ["products", "/products/7"],
      ["publications", "/publications/7"],
    ]);
    expect(
      sitemapDetails.every(
        (details) => details.changeFrequency === "weekly" && details.priority === 0.6,
      ),
    ).toBe(true);
  });

  it("leaves certificates out (a certificate page is for the person holding its code)", () => {
    expect(sitemapDetails.map((details) => details.pathFor("x"))).not.toContain("/certificates/x");
  });
});
