import { describe, expect, it } from "vitest";
import { internalPath, localizedPath, splitLocalePath } from "./locale-path";

describe("splitLocalePath", () => {
  it("reads Arabic from the /ar prefix and gives the path every route check uses", () => {
    expect(splitLocalePath("/ar/products/3")).toEqual({
      locale: "ar",
      pathname: "/products/3",
      explicitDefault: false,
    });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", pathname: "/", explicitDefault: false });
    expect(splitLocalePath("/ar/")).toEqual({
      locale: "ar",
      pathname: "/",
      explicitDefault: false,
    });
  });
  it("takes any other path as English, and marks an explicit /en for the redirect", () => {
    expect(splitLocalePath("/products")).toEqual({
      locale: "en",
      pathname: "/products",
      explicitDefault: false,
    });
    expect(splitLocalePath("/arabic-notes").locale).toBe("en");
    expect(splitLocalePath("/en/login")).toEqual({
      locale: "en",
      pathname: "/login",
      explicitDefault: true,
    });
  });
});

describe("localizedPath and internalPath", () => {
  it("leaves English addresses as the spec has them and puts Arabic under /ar", () => {
    expect(localizedPath("en", "/login?next=%2Fdashboard")).toBe("/login?next=%2Fdashboard");
    expect(localizedPath("ar", "/login?next=%2Fdashboard")).toBe("/ar/login?next=%2Fdashboard");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("ar", "/?order=1")).toBe("/ar?order=1");
  });
  it("names the app/[locale] route of both languages", () => {
    expect(internalPath("en", "/")).toBe("/en");
    expect(internalPath("ar", "/products")).toBe("/ar/products");
  });
});
