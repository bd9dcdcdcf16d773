import { describe, expect, it } from "vitest";
import { cachedViewKey, cachedViewPath, isCachedViewPath } from "@/lib/cached-view";

const prefix = `/cached/${cachedViewKey()}`;

const request = (pathname: string, options: { method?: string; query?: string; cookie?: boolean } = {}) => ({
  method: options.method ?? "GET",
  pathname,
  searchParams: new URLSearchParams(options.query ?? ""),
  hasSessionCookie: options.cookie ?? false,
});

describe("cachedViewPath", () => {
  it("sends a visitor's plain view of every public list page to the cached twin", () => {
    expect(cachedViewPath(request("/"))).toBe(prefix);
    for (const path of ["/onDemandCourses", "/onlineCourses", "/products", "/publications", "/consultancyServices"]) {
      expect(cachedViewPath(request(path))).toBe(`${prefix}${path}`);
    }
  });

  it("sends details pages of every kind to the cached twin", () => {
    for (const path of [
      "/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93",
      "/onlineCourseDetails/6217d69f-6ab5-418f-b758-856a3e9612d5",
      "/products/3",
      "/publications/12",
      "/certificates/abcd2345",
    ]) {
      expect(cachedViewPath(request(path))).toBe(`${prefix}${path}`);
    }
  });

  it("renders per request for a session cookie, so the header shows the student's own account", () => {
    expect(cachedViewPath(request("/products", { cookie: true }))).toBeNull();
    expect(cachedViewPath(request("/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93", { cookie: true }))).toBeNull();
  });

  it("renders per request for a query that changes the page, but not for Next's router parameter", () => {
    expect(cachedViewPath(request("/products", { query: "page=2" }))).toBeNull();
    expect(cachedViewPath(request("/products", { query: "q=beam" }))).toBeNull();
    expect(cachedViewPath(request("/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93", { query: "video=4" }))).toBeNull();
    expect(cachedViewPath(request("/products", { query: "_rsc=1x2y" }))).toBe(`${prefix}/products`);
  });

  it("never caches writes, and leaves every other page alone", () => {
    expect(cachedViewPath(request("/products", { method: "POST" }))).toBeNull();
    expect(cachedViewPath(request("/products", { method: "HEAD" }))).toBe(`${prefix}/products`);
    for (const path of ["/payment", "/login", "/manageProducts", "/userProfile/abc", "/products/3/extra"]) {
      expect(cachedViewPath(request(path))).toBeNull();
    }
  });
});

describe("cachedViewKey", () => {
  it("is 12 hex digits derived from the upstream's address", () => {
    expect(cachedViewKey()).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("isCachedViewPath", () => {
  it("recognises the twin tree's internal addresses only", () => {
    expect(isCachedViewPath("/cached/visitor/products")).toBe(true);
    expect(isCachedViewPath("/cached")).toBe(true);
    expect(isCachedViewPath("/cachedThings")).toBe(false);
    expect(isCachedViewPath("/products")).toBe(false);
  });
});
