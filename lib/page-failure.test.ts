import { describe, expect, it } from "vitest";
import { failureTextFor } from "@/lib/page-failure";

describe("failureTextFor", () => {
  it("gives each public page the spec's failure text", () => {
    expect(failureTextFor("/")).toBe("Failed To Get Header Photos");
    expect(failureTextFor("/onDemandCourses")).toBe("failed to get on demand courses");
    expect(failureTextFor("/onlineCourses")).toBe("failed to get online courses");
    expect(failureTextFor("/products")).toBe("failed to get all products");
    expect(failureTextFor("/publications")).toBe("failed to get all products");
    expect(failureTextFor("/products/4")).toBe("failed to load document");
    expect(failureTextFor("/publications/9")).toBe("failed to load document");
    expect(failureTextFor("/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93")).toBe(
      "Failed To Get Single Course",
    );
    expect(failureTextFor("/onlineCourseDetails/6217d69f-6ab5-418f-b758-856a3e9612d5")).toBe(
      "Failed To Get Single Course",
    );
    expect(failureTextFor("/consultancyServices")).toBe(
      "We could not load our projects right now. Please try again later.",
    );
    expect(failureTextFor("/certificates/abcd-efgh-jkmn")).toBe(
      "The certificate could not be checked right now. Please try again later.",
    );
  });

  it("reads a trailing slash as the page itself, but not a deeper path", () => {
    expect(failureTextFor("/products/")).toBe("failed to get all products");
    expect(failureTextFor("/products/12/")).toBe("failed to load document");
    expect(failureTextFor("/products/12/extra")).toBe(
      "This page could not be loaded just now. Please try again in a moment.",
    );
  });

  it("falls back to a general text for a page the spec gives none", () => {
    for (const path of ["/payment", "/no-such-page", "/manageProducts"]) {
      expect(failureTextFor(path), path).toBe(
        "This page could not be loaded just now. Please try again in a moment.",
      );
    }
  });
});
