import { describe, expect, it } from "vitest";
import { detailRouteFor, isMalformedDetailId } from "@/lib/unknown-detail";

describe("detailRouteFor", () => {
  it("names the details page of each public kind", () => {
    expect(detailRouteFor("/products/12")).toEqual({ kind: "product", id: "12" });
    expect(detailRouteFor("/publications/abc")).toEqual({ kind: "publication", id: "abc" });
    expect(detailRouteFor("/onDemandCourseDetails/x%20y")).toEqual({
      kind: "onDemandCourse",
      id: "x y",
    });
    expect(detailRouteFor("/onlineCourseDetails/g")).toEqual({ kind: "onlineCourse", id: "g" });
    expect(detailRouteFor("/certificates/abcd-efgh-jkmn")).toEqual({
      kind: "certificate",
      id: "abcd-efgh-jkmn",
    });
    // The PDF is a deeper path: not a details page.
    expect(detailRouteFor("/certificates/abcd-efgh-jkmn/pdf")).toBeNull();
  });

  it("ignores list pages, deeper paths and other routes", () => {
    expect(detailRouteFor("/products")).toBeNull();
    expect(detailRouteFor("/products/")).toBeNull();
    expect(detailRouteFor("/products/1/extra")).toBeNull();
    expect(detailRouteFor("/login")).toBeNull();
    // Guarded pages with an id are not public details pages.
    expect(detailRouteFor("/editProject/3")).toBeNull();
    expect(detailRouteFor("/userProfile/3")).toBeNull();
  });

  it("turns a malformed escape into an id that names nothing", () => {
    expect(detailRouteFor("/products/%E0%A4%A")).toEqual({ kind: "product", id: "" });
  });
});

describe("isMalformedDetailId", () => {
  it("flags ids that cannot name an item", () => {
    expect(isMalformedDetailId({ kind: "product", id: "abc" })).toBe(true);
    expect(isMalformedDetailId({ kind: "publication", id: "0" })).toBe(true);
    expect(isMalformedDetailId({ kind: "onDemandCourse", id: "not-a-guid" })).toBe(true);
    expect(isMalformedDetailId({ kind: "onlineCourse", id: "" })).toBe(true);
    expect(isMalformedDetailId({ kind: "certificate", id: "not-a-code" })).toBe(true);
    // A Guid is no document id, and a document id no Guid.
    expect(
      isMalformedDetailId({ kind: "product", id: "00000000-0000-4000-8000-000000000000" }),
    ).toBe(true);
    expect(isMalformedDetailId({ kind: "onlineCourse", id: "12" })).toBe(true);
    expect(isMalformedDetailId({ kind: "product", id: "1234567890" })).toBe(true);
  });

  it("lets well-formed ids through to the page", () => {
    expect(isMalformedDetailId({ kind: "product", id: "12" })).toBe(false);
    expect(isMalformedDetailId({ kind: "publication", id: "999999" })).toBe(false);
    expect(isMalformedDetailId({ kind: "certificate", id: "ABCD-efgh-2345" })).toBe(false);
    expect(
      isMalformedDetailId({ kind: "onDemandCourse", id: "00000000-0000-4000-8000-000000000000" }),
    ).toBe(false);
  });
});
