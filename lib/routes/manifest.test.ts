import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  fixedPrefix,
  handlerPaths,
  hrefFor,
  isRenderTreePath,
  matchRoute,
  routeFor,
  routes,
} from "@/lib/routes/manifest";
import { pagesByAccess } from "@/test/sample-paths";

/** Every page route file under app/, as a manifest path (`(group)` dropped, `[id]` kept: Next's route literal). */
function pageRouteFiles(
  dir = path.resolve(import.meta.dirname, "../../app/[locale]"),
  url = "",
): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(url === "" ? "/" : url);
    if (!entry.isDirectory() || entry.name.startsWith("_")) continue;
    // The public pages' tree (app/[locale]/render/[mode]), reached only by the proxy's rewrite:
    // counted with its own addresses, its not-found document ([...rest]) left out.
    if (url === "" && entry.name === "render") {
      const tree = pageRouteFiles(path.join(dir, "render", "[mode]"), "");
      found.push(...tree.filter((page) => page !== "/[...rest]"));
      continue;
    }
    if (url === "" && entry.name === "api") continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    found.push(...pageRouteFiles(path.join(dir, entry.name), url + segment));
  }
  return found;
}

describe("the route manifest", () => {
  it("has exactly one entry for each page route file, and no entry without one", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(pageRouteFiles().sort());
  });

  it("serves exactly the public-policy pages from the one tree app/[locale]/render/[mode]", () => {
    // Beside them, the not-found document ([...rest]) the proxy sends unserved paths to.
    const tree = pageRouteFiles(
      path.resolve(import.meta.dirname, "../../app/[locale]/render/[mode]"),
    ).filter((page) => page !== "/[...rest]");
    const expected = routes.filter((route) => route.csp === "public").map((route) => route.path);
    expect(expected).toHaveLength(12);
    expect(tree.sort()).toEqual(expected.sort());
    for (const route of routes) {
      if (route.sharedDocument)
        expect([route.access, route.csp], route.path).toEqual(["public", "public"]);
    }
    for (const page of expected)
      expect(isRenderTreePath(page.replace(/\[\w+\]/g, "x")), page).toBe(true);
    // The route handlers below a public page live beside it; every other one outside.
    const below = handlerPaths.filter((handler) => isRenderTreePath(handler));
    expect([...below].sort()).toEqual([
      "/certificates/[code]/pdf",
      "/onDemandCourseDetails/[id]/watch",
      "/onlineCourseDetails/[id]/calendar",
      "/onlineCourseDetails/[id]/join/[sessionId]",
    ]);
    for (const handler of below) {
      const file = path.resolve(
        import.meta.dirname,
        "../../app/[locale]/render/[mode]",
        handler.startsWith("/certificates") ? "(public)" : "(course)",
        `.${handler}`,
        "route.ts",
      );
      expect(existsSync(file), file).toBe(true);
    }
    for (const page of [
      "/login",
      "/unsubscribe",
      "/ForgotPassword",
      "/manageProducts",
      "/editProfile",
    ])
      expect(isRenderTreePath(page), page).toBe(false);
  });

  it("holds every route of spec §2 with the spec's spelling and access", () => {
    // The spec writes a segment `{id}`, Next's route literal `[id]`.
    const accessOf = (p: string) =>
      routes.find((route) => route.path === p.replace(/\{(\w+)\}/g, "[$1]"))?.access;
    for (const [access, pages] of Object.entries(pagesByAccess)) {
      for (const p of pages) expect(accessOf(p), p).toBe(access);
    }
  });

  it("renders every guarded and auth page per request (nonce policy)", () => {
    for (const route of routes) {
      if (route.access !== "public") expect(route.csp, route.path).toBe("nonce");
    }
  });

  it("gives failure texts and details ids only to public pages, ids only to one-param paths", () => {
    for (const route of routes) {
      if (route.failureText !== undefined || route.detail)
        expect(route.access, route.path).toBe("public");
      if (route.detail) expect(route.path.match(/\[\w+\]/g), route.path).toHaveLength(1);
    }
  });

  it("enumerates exactly the sitemap's pages with params, and links menus to pages without", () => {
    for (const route of routes) {
      const hasParam = route.path.includes("[");
      if (route.sitemap) expect(Boolean(route.sitemap.items), route.path).toBe(hasParam);
      if (route.mainNav || route.adminNav) expect(hasParam, route.path).toBe(false);
      if (route.mainNav) expect(route.access, route.path).toBe("public");
      if (route.adminNav) expect(route.access, route.path).toBe("admin");
      if (route.mainNavUnder) {
        expect(
          routes.find((other) => other.path === route.mainNavUnder)?.mainNav,
          route.path,
        ).toBeDefined();
      }
    }
  });
});

describe("matchRoute", () => {
  it("matches a path to its route and reads the params", () => {
    expect(matchRoute("/products/12")).toMatchObject({
      route: { path: "/products/[id]" },
      params: { id: "12" },
    });
    expect(matchRoute("/certificates/ABCD-efgh-2345")?.params).toEqual({ code: "ABCD-efgh-2345" });
    expect(matchRoute("/")?.route.path).toBe("/");
    expect(matchRoute("/products")?.route.path).toBe("/products");
  });

  it("tells the two spellings of the enrolments page apart, and nothing else by case", () => {
    expect(matchRoute("/ManageProductsEnrollments/4")?.route.path).toBe(
      "/ManageProductsEnrollments/[id]",
    );
    expect(matchRoute("/manageProductsEnrollments/4")?.route.path).toBe(
      "/manageProductsEnrollments/[id]",
    );
    expect(matchRoute("/manageheaderphotos")).toBeNull();
  });

  it("needs every param segment and no extra segment", () => {
    expect(matchRoute("/products/")).toBeNull();
    expect(matchRoute("/products/1/extra")).toBeNull();
    expect(matchRoute("/editProject")).toBeNull();
    expect(matchRoute("/productsArchive")).toBeNull();
  });
});

describe("routeFor", () => {
  it("counts a guarded page's bare prefix and deeper paths as that page", () => {
    expect(routeFor("/editProject")?.path).toBe("/editProject/[id]");
    expect(routeFor("/editProject/1/x")?.path).toBe("/editProject/[id]");
    expect(routeFor("/userProfile")?.path).toBe("/userProfile/[id]");
  });

  it("does not stretch public pages or exact admin pages", () => {
    expect(routeFor("/products/1/extra")).toBeNull();
    expect(routeFor("/manageProducts/x")).toBeNull();
    expect(routeFor("/no-such-page")).toBeNull();
  });
});

describe("fixedPrefix and hrefFor", () => {
  it("cut a path at its first param", () => {
    expect(fixedPrefix({ path: "/ManageOnDemandCoursesEnrollments/[id]" })).toBe(
      "/ManageOnDemandCoursesEnrollments",
    );
    expect(fixedPrefix({ path: "/manageProducts" })).toBe("/manageProducts");
    expect(fixedPrefix({ path: "/" })).toBe("/");
  });

  it("fill params URL-encoded and refuse a missing one", () => {
    expect(hrefFor("/products/[id]", { id: 12 })).toBe("/products/12");
    expect(hrefFor("/userProfile/[id]", { id: "a b/c" })).toBe("/userProfile/a%20b%2Fc");
    // @ts-expect-error: the type asks for the param too; a caller that dodges it still fails.
    expect(() => hrefFor("/editProject/[id]")).toThrow(/missing param id/);
  });

  it("build a route handler's address from its literal, each handler a route.ts under app/", () => {
    expect(hrefFor("/download/publication/[id]", { id: 3 }, { query: { inline: 1 } })).toBe(
      "/download/publication/3?inline=1",
    );
    expect(hrefFor("/api/admin/documents/[kind]/[id]/file", { kind: "product", id: 9 })).toBe(
      "/api/admin/documents/product/9/file",
    );
    const app = path.resolve(import.meta.dirname, "../../app");
    // Route groups (`(course)`) are left out of the literal: look for the file below any of
    // them, beside the pages (app/[locale], and the public pages' tree) or outside them (api,
    // download, media).
    const pageDirs = [path.join(app, "[locale]"), path.join(app, "[locale]", "render", "[mode]")];
    const groupDirs = pageDirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /^\(.*\)$/.test(name))
        .map((group) => path.join(dir, group)),
    );
    for (const handler of handlerPaths) {
      const folders = handler.slice(1).split("/");
      const files = [
        path.join(app, ...folders, "route.ts"),
        ...groupDirs.map((dir) => path.join(dir, ...folders, "route.ts")),
      ];
      expect(
        files.some((file) => existsSync(file)),
        handler,
      ).toBe(true);
    }
  });

  it("add a query (undefined entries left out) and a fragment", () => {
    expect(hrefFor("/payment", {}, { query: { course: "a b&c", package: undefined } })).toBe(
      "/payment?course=a%20b%26c",
    );
    expect(
      hrefFor("/onDemandCourseDetails/[id]", { id: "c1" }, { query: { video: 7 }, hash: "player" }),
    ).toBe("/onDemandCourseDetails/c1?video=7#player");
    expect(hrefFor("/consultancyServices", {}, { hash: "enquiry-sent" })).toBe(
      "/consultancyServices#enquiry-sent",
    );
  });
});
