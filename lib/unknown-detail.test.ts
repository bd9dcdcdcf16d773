import { describe, expect, it } from "vitest";
import { detailRouteFor, isUnknownDetail } from "@/lib/unknown-detail";

describe("detailRouteFor", () => {
  it("names the details page of each public kind", () => {
    expect(detailRouteFor("/products/12")).toEqual({ kind: "product", id: "12" });
    expect(detailRouteFor("/publications/abc")).toEqual({ kind: "publication", id: "abc" });
    expect(detailRouteFor("/onDemandCourseDetails/x%20y")).toEqual({
      kind: "onDemandCourse",
      id: "x y",
    });
    expect(detailRouteFor("/onlineCourseDetails/g")).toEqual({ kind: "onlineCourse", id: "g" });
  });

  it("ignores list pages, deeper paths and other routes", () => {
    expect(detailRouteFor("/products")).toBeNull();
    expect(detailRouteFor("/products/")).toBeNull();
    expect(detailRouteFor("/products/1/extra")).toBeNull();
    expect(detailRouteFor("/login")).toBeNull();
  });

  it("turns a malformed escape into an id that names nothing", () => {
    expect(detailRouteFor("/products/%E0%A4%A")).toEqual({ kind: "product", id: "" });
  });
});

describe("isUnknownDetail", () => {
  it("decides malformed ids without asking the upstream", async () => {
    await expect(isUnknownDetail({ kind: "product", id: "abc" })).resolves.toBe(true);
    await expect(isUnknownDetail({ kind: "publication", id: "0" })).resolves.toBe(true);
    await expect(isUnknownDetail({ kind: "onDemandCourse", id: "not-a-guid" })).resolves.toBe(true);
    await expect(isUnknownDetail({ kind: "onlineCourse", id: "" })).resolves.toBe(true);
  });
});
