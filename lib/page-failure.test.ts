import { describe, expect, it } from "vitest";
import { failureTextFor } from "@/lib/page-failure";

describe("failureTextFor", () => {
  it.each([
    ["/", "Failed To Get Header Photos"],
    ["/onDemandCourses", "failed to get on demand courses"],
    ["/onlineCourses", "failed to get online courses"],
    ["/products", "failed to get all products"],
    ["/publications", "failed to get all products"],
    ["/products/4", "failed to load document"],
    ["/publications/9", "failed to load document"],
    ["/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93", "Failed To Get Single Course"],
    ["/onlineCourseDetails/6217d69f-6ab5-418f-b758-856a3e9612d5", "Failed To Get Single Course"],
    ["/consultancyServices", "We could not load our projects right now. Please try again later."],
    [
      "/certificates/abcd-efgh-jkmn",
      "The certificate could not be checked right now. Please try again later.",
    ],
  ])("gives the public page %s the spec's failure text %j", (path, text) => {
    expect(failureTextFor(path)).toBe(text);
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

  it("gives an Arabic page its failure text in Arabic, by the path after /ar", () => {
    expect(failureTextFor("/ar/products", "ar")).toBe("تعذّر تحميل المنتجات");
    expect(failureTextFor("/ar", "ar")).toBe("تعذّر تحميل صور الواجهة");
    expect(
      failureTextFor("/ar/onlineCourseDetails/6217d69f-6ab5-418f-b758-856a3e9612d5", "ar"),
    ).toBe("تعذّر تحميل الدورة");
    expect(failureTextFor("/ar/unknown/page", "ar")).toBe(
      "تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة بعد قليل.",
    );
  });
});
