import { unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import nextConfig from "@/next.config";
import {
  contentSecurityPolicy,
  createNonce,
  pageSecurityHeaders,
  PERMISSIONS_POLICY,
  policyKindFor,
  STATIC_SECURITY_HEADERS,
} from "@/lib/security-headers";
import { samplePublicPaths, sampleStudentPaths } from "@/test/sample-paths";

/** The directives of a policy as a map: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("policyKindFor", () => {
  it.each([
    "/manageProducts",
    "/managePackages/5d1e",
    "/ManageProductsEnrollments/4",
    "/manageProductsEnrollments/4",
    "/assignStudentToCourse",
    "/manageOrders",
    "/editProject",
    "/editProject/1/x",
  ])("gives the admin page %s a nonce", (path) => expect(policyKindFor(path)).toBe("nonce"));
  it.each(sampleStudentPaths)("gives the student page %s a nonce", (path) =>
    expect(policyKindFor(path)).toBe("nonce"),
  );
  it.each(["/login", "/signup", "/ForgotPassword"])("gives the auth page %s a nonce", (path) =>
    expect(policyKindFor(path)).toBe("nonce"),
  );
  // /ForgotPassword is public but an auth page (above).
  const cacheablePages = samplePublicPaths.filter((path) => path !== "/ForgotPassword");
  it.each([...cacheablePages, "/no-such-page", "/manageProductsX"])(
    "gives the cacheable public page %s the public policy",
    (path) => expect(policyKindFor(path)).toBe("public"),
  );
  it("gives route handlers their own policies", () => {
    expect(policyKindFor("/api/admin/uploads/x")).toBe("resource");
    expect(policyKindFor("/media/course/1")).toBe("resource");
    expect(policyKindFor("/download/product/4")).toBe("download");
    expect(policyKindFor("/calendar/dXNlcg.1.c2ln")).toBe("resource");
    expect(policyKindFor("/onlineCourseDetails/5d1e/join/6f2a")).toBe("resource");
    expect(policyKindFor("/onlineCourseDetails/5d1e/calendar")).toBe("download");
    expect(policyKindFor("/apiary")).toBe("public");
    expect(policyKindFor("/calendarium")).toBe("public");
  });
});

describe("contentSecurityPolicy", () => {
  it("lets a nonce page run only scripts with the request's nonce (and what they load)", () => {
    const policy = directives(contentSecurityPolicy("nonce", { nonce: "abc123==" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
  });

  it("allows inline scripts on public pages, which are cached and so cannot carry a nonce", () => {
    const policy = directives(contentSecurityPolicy("public"));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy("public")).not.toContain("nonce-");
  });

  it.each(["nonce", "public"] as const)(
    "keeps every other directive of a %s page strict",
    (kind) => {
      const policy = directives(contentSecurityPolicy(kind, { nonce: "n" }));
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get("img-src")).toEqual(["'self'", "blob:"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("frame-src")).toEqual([
        "https://www.youtube.com",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
      ]);
      expect(policy.has("upgrade-insecure-requests")).toBe(false);
    },
  );

  it("adds eval only in development and upgrades sub-requests only on https", () => {
    expect(contentSecurityPolicy("public")).not.toContain("unsafe-eval");
    expect(
      directives(contentSecurityPolicy("nonce", { nonce: "n", isDev: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
    expect(
      directives(contentSecurityPolicy("public", { isHttps: true })).has(
        "upgrade-insecure-requests",
      ),
    ).toBe(true);
  });

  it("refuses a nonce policy without a nonce", () => {
    expect(() => contentSecurityPolicy("nonce")).toThrow();
  });

  it("lets route handler responses load nothing and never be framed", () => {
    const resource = directives(contentSecurityPolicy("resource"));
    expect(resource.get("default-src")).toEqual(["'none'"]);
    expect(resource.get("frame-ancestors")).toEqual(["'none'"]);
    const download = directives(contentSecurityPolicy("download"));
    expect(download.get("frame-ancestors")).toEqual(["'none'"]);
    expect(download.has("object-src")).toBe(false);
  });
});

describe("pageSecurityHeaders", () => {
  it("sends HSTS only for an https site, covering its subdomains", () => {
    expect(pageSecurityHeaders("public", { siteUrl: "https://brightway.example" })).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    expect(pageSecurityHeaders("public", { siteUrl: "http://localhost:3000" })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });
});

describe("static headers", () => {
  it("forbid framing and sniffing, and send only the origin cross-site", () => {
    expect(STATIC_SECURITY_HEADERS).toEqual({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
    });
  });

  it("switch off the camera and keep fullscreen for us and the players", () => {
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain(
      'fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
  });
});

describe("createNonce", () => {
  it("makes a fresh 128-bit base64 value each time", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});

describe("next.config.ts headers", () => {
  async function headersFor(path: string): Promise<Headers> {
    const response = await unstable_getResponseFromNextConfig({
      url: `http://localhost${path}`,
      nextConfig: nextConfig(PHASE_PRODUCTION_SERVER),
    });
    return response.headers;
  }

  it.each([
    "/",
    "/login",
    "/_next/static/chunks/main.js",
    "/media/course/1",
    "/download/product/4",
    "/api/x",
    "/robots.txt",
  ])("sends the same-everywhere headers on %s", async (path) => {
    const headers = await headersFor(path);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
      expect(headers.get(name)).toBe(value);
  });

  it("gives route handlers outside the proxy their policy, and leaves pages to the proxy", async () => {
    expect((await headersFor("/media/course/1")).get("content-security-policy")).toBe(
      contentSecurityPolicy("resource"),
    );
    expect((await headersFor("/api/admin/uploads/image")).get("content-security-policy")).toBe(
      contentSecurityPolicy("resource"),
    );
    expect((await headersFor("/download/product/4")).get("content-security-policy")).toBe(
      contentSecurityPolicy("download"),
    );
    expect((await headersFor("/calendar/dXNlcg.1.c2ln")).get("content-security-policy")).toBe(
      contentSecurityPolicy("resource"),
    );
    expect((await headersFor("/login")).get("content-security-policy")).toBeNull();
  });
});
