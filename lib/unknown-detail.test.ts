import { describe, expect, it } from "vitest";
import { detailRouteFor, isMalformedDetailId, type DetailRoute } from "@/lib/unknown-detail";

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

  it.each([
    "/products",
    "/products/",
    "/products/1/extra",
    "/login",
    // Guarded pages with an id are not public details pages.
    "/editProject/3",
    "/userProfile/3",
  ])("ignores the list page, deeper path or other route %s", (path) => {
    expect(detailRouteFor(path)).toBeNull();
  });

  it("turns a malformed escape into an id that names nothing", () => {
    expect(detailRouteFor("/products/%E0%A4%A")).toEqual({ kind: "product", id: "" });
  });
});

describe("isMalformedDetailId", () => {
  it.each<[DetailRoute["kind"], string, boolean]>([
    // Ids that cannot name an item.
    ["product", "abc", true],
    ["publication", "0", true],
    ["onDemandCourse", "not-a-guid", true],
    ["onlineCourse", "", true],
    ["certificate", "not-a-code", true],
    // A Guid is no document id, and a document id no Guid.
    ["product", "00000000-0000-4000-8000-000000000000", true],
    ["onlineCourse", "12", true],
    ["product", "1234567890", true],
    // Well-formed ids go through to the page.
    ["product", "12", false],
    ["publication", "999999", false],
    ["certificate", "ABCD-efgh-2345", false],
    ["onDemandCourse", "00000000-0000-4000-8000-000000000000", false],
  ])("judges the %s id %j malformed: %s", (kind, id, isMalformed) => {
    expect(isMalformedDetailId({ kind, id })).toBe(isMalformed);
  });
});
