import { sealData } from "iron-session";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { sampleAdminPaths, samplePublicPaths, sampleStudentPaths } from "@/test/sample-paths";
import { callThroughUpstreamBreaker, upstreamBreakerState } from "@/lib/upstream/breaker";
import { resetUpstreamBreaker } from "@/test/upstream-breaker";
import { config, decideRoute, proxy, type RouteRequest } from "@/proxy";
import { revokedSessions } from "@/lib/auth/revoked-sessions";

// A refused session asks the upstream to end it again; here nothing answers, and nothing is sent.
const upstream = vi.hoisted(() => ({ logoutSession: vi.fn(async () => undefined) }));
vi.mock("@/lib/upstream/sessions", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/sessions")>()),
  logoutSession: upstream.logoutSession,
}));

// The item check of a details page rendered per request and of an admin's edit page
// (lib/item-check.ts, upstream reads); which path names which item is the module's own.
const itemCheck = vi.hoisted(() => ({
  checkItem: vi.fn(async (): Promise<"found" | "missing" | "failed"> => "found"),
  checkAdminItem: vi.fn(async (): Promise<"found" | "missing" | "failed"> => "found"),
}));
vi.mock("@/lib/item-check", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/item-check")>()),
  ...itemCheck,
}));

const NOW = Date.UTC(2025, 0, 1);
const student = { role: "Student" as const, expiresAt: NOW + 60_000 };
const admin = { role: "Admin" as const, expiresAt: NOW + 60_000 };
const expiredAdmin = { role: "Admin" as const, expiresAt: NOW - 1 };

function decide(pathname: string, session: RouteRequest["session"], search = "") {
  return decideRoute({ pathname, search, session, hasCookie: session !== null, now: NOW });
}

describe("decideRoute", () => {
  describe.each(sampleAdminPaths)("admin route %s", (path) => {
    it("sends a visitor to login with next", () => {
      expect(decide(path, null)).toEqual({
        action: "redirect",
        location: `/login?next=${encodeURIComponent(path)}`,
        clearSession: false,
      });
    });
    it("sends a student to login", () => {
      expect(decide(path, student)).toMatchObject({
        action: "redirect",
        location: `/login?next=${encodeURIComponent(path)}`,
      });
    });
    it("lets an admin through", () => {
      expect(decide(path, admin)).toEqual({ action: "next", clearSession: false });
    });
    it("treats an expired admin session as a visitor and drops its cookie", () => {
      expect(decide(path, expiredAdmin)).toMatchObject({ action: "redirect", clearSession: true });
    });
  });

  describe.each(sampleStudentPaths)("student route %s", (path) => {
    it("sends a visitor to login with next", () => {
      expect(decide(path, null)).toMatchObject({
        action: "redirect",
        location: `/login?next=${encodeURIComponent(path)}`,
      });
    });
    it("lets a student and an admin through", () => {
      expect(decide(path, student).action).toBe("next");
      expect(decide(path, admin).action).toBe("next");
    });
    it("treats an expired session as a visitor", () => {
      expect(decide(path, { ...student, expiresAt: NOW })).toMatchObject({
        action: "redirect",
        clearSession: true,
      });
    });
  });

  describe.each(samplePublicPaths)("public route %s", (path) => {
    it("lets everyone through", () => {
      for (const session of [null, student, admin])
        expect(decide(path, session).action).toBe("next");
    });
  });

  it("keeps the query string in next", () => {
    expect(decide("/manageProducts", null, "?page=2&q=beam")).toMatchObject({
      location: `/login?next=${encodeURIComponent("/manageProducts?page=2&q=beam")}`,
    });
  });

  it("does not guard look-alike public paths", () => {
    expect(decide("/manageProductsX", null).action).toBe("next");
    expect(decide("/userProfileX", null).action).toBe("next");
  });

  it.each(["/login", "/signup"])("sends a logged-in user away from %s to /", (path) => {
    expect(decide(path, student)).toEqual({
      action: "redirect",
      location: "/",
      clearSession: false,
    });
    expect(decide(path, admin)).toMatchObject({ action: "redirect", location: "/" });
    expect(decide(path, null)).toEqual({ action: "next", clearSession: false });
    expect(decide(path, expiredAdmin)).toEqual({ action: "next", clearSession: true });
  });

  it("shows the login form to a student sent from an admin page, but not to an admin", () => {
    expect(decide("/login", student, "?next=%2FassignStudentToCourse")).toMatchObject({
      action: "next",
    });
    expect(decide("/login", admin, "?next=%2FassignStudentToCourse")).toMatchObject({
      action: "redirect",
      location: "/",
    });
    expect(decide("/login", student, "?next=%2FenrolledCourses")).toMatchObject({
      action: "redirect",
      location: "/",
    });
  });

  it("drops a session the upstream rejected only when the sealed marker names it", () => {
    expect(
      decideRoute({
        pathname: "/login",
        search: "?sessionEnded=x",
        session: student,
        hasCookie: true,
        now: NOW,
        sessionEndedConfirmed: true,
      }),
    ).toEqual({ action: "next", clearSession: true });
    // A link to /login?sessionEnded=1 logs nobody out: the student just goes home.
    expect(decide("/login", student, "?next=%2FenrolledCourses&sessionEnded=1")).toEqual({
      action: "redirect",
      location: "/",
      clearSession: false,
    });
  });
});

/** A session cookie's sealed content, as the login writes it: an admin's, valid for a minute, unless `fields` say otherwise. */
function sessionData(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { userId: "u1", token: "t", role: "Admin", expiresAt: Date.now() + 60_000, ...fields };
}

async function cookieFor(data: object): Promise<string> {
  return sealData(data, { password: process.env.SESSION_SECRET!, ttl: 3600 });
}

/** The proxy's answer to a view of `path` whose request carries `data` sealed as the session cookie. */
async function visitWithSession(path: string, data: object) {
  const seal = await cookieFor(data);
  return proxy(
    new NextRequest(`http://localhost${path}`, { headers: { cookie: `bw_session=${seal}` } }),
  );
}

describe("proxy", () => {
  it("keeps the session on GET /login?sessionEnded=1 and on a marker for another token, drops it on its own marker", async () => {
    const { sessionEndedMarker } = await import("@/lib/auth/session-end");
    const visit = (query: string) =>
      visitWithSession(`/login${query}`, sessionData({ token: "student-token", role: "Student" }));

    for (const query of [
      "?sessionEnded=1",
      `?sessionEnded=${encodeURIComponent(await sessionEndedMarker("other-token", "idle"))}`,
    ]) {
      const response = await visit(query);
      expect(response.headers.get("location")).toBe("http://localhost/");
      expect(response.headers.get("set-cookie") ?? "").not.toContain("bw_session=;");
    }
    const own = await visit(
      `?sessionEnded=${encodeURIComponent(await sessionEndedMarker("student-token", "idle"))}`,
    );
    expect(own.headers.get("location")).toBeNull();
    expect(own.headers.get("set-cookie")).toContain("bw_session=;");
  });

  it("clears an https site's __Host-bw_session with Secure and Path=/, which a browser needs to drop it", async () => {
    vi.stubEnv("SITE_URL", "https://brightway.example");
    vi.resetModules();
    try {
      const https = await import("@/proxy");
      const { sessionEndedMarker } = await import("@/lib/auth/session-end");
      const seal = await cookieFor(sessionData({ token: "student-token", role: "Student" }));
      const marker = await sessionEndedMarker("student-token", "idle");
      const response = await https.proxy(
        new NextRequest(
          `https://brightway.example/login?sessionEnded=${encodeURIComponent(marker)}`,
          { headers: { cookie: `__Host-bw_session=${seal}` } },
        ),
      );
      const cleared = response.headers.get("set-cookie") ?? "";
      expect(cleared).toContain("__Host-bw_session=;");
      expect(cleared).toMatch(/Path=\//i);
      expect(cleared).toMatch(/Secure/i);
      expect(cleared).not.toMatch(/Domain=/i);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("redirects a visitor on an admin page to login", async () => {
    const response = await proxy(new NextRequest("http://localhost/manageProducts?page=2"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(
      "http://localhost/login?next=%2FmanageProducts%3Fpage%3D2",
    );
  });

  it("answers 404 to a student asking for another student's profile; their own and an admin's pass", async () => {
    const rewriteOf = async (path: string, fields: Record<string, unknown>) =>
      (await visitWithSession(path, sessionData(fields))).headers.get("x-middleware-rewrite");
    const student = { userId: "student-a", role: "Student" };
    expect(await rewriteOf("/userProfile/student-b", student)).toBe(
      "http://localhost/en/render/shared/_not-found",
    );
    expect(await rewriteOf("/ar/userProfile/student-b", student)).toBe(
      "http://localhost/ar/render/shared/_not-found",
    );
    // The not-found document is a stored public page: the public policy, no nonce to match.
    const refused = await visitWithSession("/userProfile/student-b", sessionData(student));
    expect(refused.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(await rewriteOf("/userProfile/student-a", student)).toBe(
      "http://localhost/en/userProfile/student-a",
    );
    expect(await rewriteOf("/userProfile/student-b", { role: "Admin" })).toBe(
      "http://localhost/en/userProfile/student-b",
    );
  });

  it("checks the item of an admin's edit page first: 404 when unknown, 500 when the check failed", async () => {
    const visit = (path: string) => visitWithSession(path, sessionData({ token: "admin-token" }));
    itemCheck.checkAdminItem.mockClear();
    itemCheck.checkAdminItem.mockResolvedValueOnce("missing");
    const missing = await visit("/ar/editProject/999999");
    expect(missing.headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/ar/render/shared/_not-found",
    );
    expect(itemCheck.checkAdminItem).toHaveBeenCalledWith(
      { kind: "project", id: "999999" },
      "admin-token",
    );
    itemCheck.checkAdminItem.mockResolvedValueOnce("failed");
    expect((await visit("/editOnlineCourse/x")).status).toBe(500);
    itemCheck.checkAdminItem.mockResolvedValueOnce("found");
    expect((await visit("/editOnDemandCourse/7")).headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/en/editOnDemandCourse/7",
    );
    // Other admin pages are not checked.
    itemCheck.checkAdminItem.mockClear();
    await visit("/manageProducts");
    expect(itemCheck.checkAdminItem).not.toHaveBeenCalled();
  });

  it("reads a sealed admin session from the cookie", async () => {
    const response = await visitWithSession("/manageProducts", sessionData());
    expect(response.headers.get("location")).toBeNull();
    // Passed on to the page itself, in its language (every page is under app/[locale]).
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost/en/manageProducts");
  });

  it("rolls the idle clock of a session used on a guarded page, at most once a minute", async () => {
    const now = Date.now();
    const rolled = await visitWithSession(
      "/manageProducts",
      sessionData({ expiresAt: now + 3600_000, lastSeenAt: now - 20 * 60_000 }),
    );
    expect(rolled.headers.get("location")).toBeNull();
    expect(rolled.headers.get("set-cookie")).toMatch(/^bw_session=Fe26\.2\*.*HttpOnly/i);
    const kept = await visitWithSession(
      "/manageProducts",
      sessionData({ expiresAt: now + 3600_000, lastSeenAt: now - 10_000 }),
    );
    expect(kept.headers.get("set-cookie")).toBeNull();
    // Idle 31 minutes: no session any more (to login, cookie dropped).
    const refused = await visitWithSession(
      "/manageProducts",
      sessionData({ expiresAt: now + 3600_000, lastSeenAt: now - 31 * 60_000 }),
    );
    expect(refused.headers.get("location")).toBe("http://localhost/login?next=%2FmanageProducts");
    expect(refused.headers.get("set-cookie")).toMatch(/^bw_session=;/);
  });

  it("refuses a session whose logout the upstream did not confirm: to login, cookie dropped, the upstream asked again", async () => {
    await revokedSessions().revoke("unconfirmed-token", Date.now() + 60_000);
    const response = await visitWithSession(
      "/editProfile",
      sessionData({ token: "unconfirmed-token", role: "Student" }),
    );
    expect(response.headers.get("location")).toBe("http://localhost/login?next=%2FeditProfile");
    expect(response.headers.get("set-cookie")).toMatch(/^bw_session=;/);
    expect(upstream.logoutSession).toHaveBeenCalledWith("unconfirmed-token");
  });

  it("treats a tampered cookie as no session and deletes it", async () => {
    const seal = await cookieFor(sessionData());
    const tampered = `${seal.slice(0, 40)}A${seal.slice(41)}`;
    const response = await proxy(
      new NextRequest("http://localhost/createProduct", {
        headers: { cookie: `bw_session=${tampered}` },
      }),
    );
    expect(response.headers.get("location")).toBe("http://localhost/login?next=%2FcreateProduct");
    expect(response.headers.get("set-cookie")).toMatch(/^bw_session=;/);
  });

  it("runs for both spellings of the product enrolment page", () => {
    expect(matches("/ManageProductsEnrollments/4")).toBe(true);
    expect(matches("/manageProductsEnrollments/4")).toBe(true);
  });
});

function matches(url: string): boolean {
  return unstable_doesMiddlewareMatch({ config, url });
}

describe("proxy matcher", () => {
  it.each([
    "/",
    "/onDemandCourses",
    "/onDemandCourseDetails/5d1e",
    "/products/4",
    "/payment",
    "/login",
    "/signup",
    "/ForgotPassword",
    "/editProfile",
    "/userProfile/abc",
    "/manageProducts",
    "/managePackages",
    "/managePackages/5d1e",
    "/certificates/ab12-cd34-ef56",
    "/onlineCourseDetails/5d1e/calendar",
    "/no-such-page",
  ])("runs for the page %s", (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each([
    "/_next/static/chunks/main.js",
    "/_next/image?url=%2Fmedia%2Fx&w=640&q=75",
    "/media/course/1",
    "/images/og-default.png",
    "/download/product/4",
    "/calendar/dXNlcg.1.c2ln",
    "/api/admin/uploads/image",
    "/favicon.ico",
    "/icon.svg",
    "/robots.txt",
    "/sitemap.xml",
  ])("skips the static file or route handler %s", (path) => {
    expect(matches(path)).toBe(false);
  });
});

describe("proxy security headers", () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

  it.each(["/login", "/enrolledCourses", "/manageProducts"])(
    "gives %s a fresh nonce policy, on the response and on the request for Next",
    async (path) => {
      const first = await proxy(new NextRequest(`http://localhost${path}`));
      const second = await proxy(new NextRequest(`http://localhost${path}`));
      const policy = first.headers.get("content-security-policy");
      const nonce = nonceOf(policy);
      expect(nonce).toBeTruthy();
      expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).toContain("frame-ancestors 'none'");
      // Redirected responses carry the policy too; passed ones forward it to the page render.
      if (first.headers.get("x-middleware-rewrite")?.startsWith("http://localhost/en/")) {
        expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
        expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      }
    },
  );

  it("forwards the nonce to a login page that is shown", async () => {
    const response = await proxy(new NextRequest("http://localhost/login"));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost/en/login");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(
      nonceOf(response.headers.get("content-security-policy")),
    );
  });

  it("gives a public page the nonce-free policy and leaves its request and cookies alone", async () => {
    const response = await visitWithSession(
      "/onDemandCourses",
      sessionData({ expiresAt: Date.now() - 1 }),
    );
    const policy = response.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain("nonce-");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
    // An expired session is dropped on guarded pages only: a public page's answer must not vary.
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("keeps the 404 rewrite of a malformed details id, with the public policy", async () => {
    const response = await proxy(new NextRequest("http://localhost/products/abc"));
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/en/render/shared/_not-found",
    );
    expect(response.headers.get("content-security-policy")).toContain("'unsafe-inline'");
  });

  it("sends a visitor's plain public page to its shared document, anything else to its per-request render", async () => {
    const course = "/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93";
    const rewriteOf = async (url: string, cookie?: string) =>
      (
        await proxy(
          new NextRequest(`http://localhost${url}`, cookie ? { headers: { cookie } } : undefined),
        )
      ).headers.get("x-middleware-rewrite");
    expect(await rewriteOf("/")).toBe("http://localhost/en/render/shared");
    expect(await rewriteOf("/products")).toBe("http://localhost/en/render/shared/products");
    expect(await rewriteOf(course)).toBe(`http://localhost/en/render/shared${course}`);
    // Next's own cache-buster of its page data changes nothing.
    expect(await rewriteOf("/products?_rsc=1a2b3")).toBe(
      "http://localhost/en/render/shared/products",
    );
    // A query or a session: the same route files rendered per request, never stored.
    for (const url of ["/products?page=2", "/products?q=beam", `${course}?video=4`])
      expect(await rewriteOf(url), url).toBe(`http://localhost/en/render/per-request${url}`);
    for (const url of ["/products", course])
      expect(await rewriteOf(url, "bw_session=sealed"), url).toBe(
        `http://localhost/en/render/per-request${url}`,
      );
    expect(await rewriteOf("/", "bw_session=sealed")).toBe(
      "http://localhost/en/render/per-request",
    );
    // Not a shared page, but a public one, and a route handler below a public page: the same tree.
    expect(await rewriteOf("/payment")).toBe("http://localhost/en/render/per-request/payment");
    expect(await rewriteOf(`${course}/watch`)).toBe(
      `http://localhost/en/render/per-request${course}/watch`,
    );
    expect(await rewriteOf("/certificates/ABCD-EFGH-JK12/pdf")).toBe(
      "http://localhost/en/render/per-request/certificates/ABCD-EFGH-JK12/pdf",
    );
    // Every other page at its own address.
    expect(await rewriteOf("/unsubscribe?token=t")).toBe("http://localhost/en/unsubscribe?token=t");
    expect(await rewriteOf("/ForgotPassword")).toBe("http://localhost/en/ForgotPassword");
    // Arabic: the same documents and pages under /ar.
    expect(await rewriteOf("/ar/products")).toBe("http://localhost/ar/render/shared/products");
    expect(await rewriteOf("/ar")).toBe("http://localhost/ar/render/shared");
    expect(await rewriteOf("/ar/products?page=2")).toBe(
      "http://localhost/ar/render/per-request/products?page=2",
    );
    // A path nothing serves: the language's not-found document.
    expect(await rewriteOf("/nope")).toBe("http://localhost/en/render/shared/_not-found");
    expect(await rewriteOf("/ar/nope/deeper")).toBe("http://localhost/ar/render/shared/_not-found");
    expect(await rewriteOf("/render/shared/products")).toBe(
      "http://localhost/en/render/shared/_not-found",
    );
  });

  it("checks the item of a details page rendered per request: 404 rewrite, 500, or the page", async () => {
    const course = "/onDemandCourseDetails/7a016db3-7d0a-4fef-be4a-e261b8bb8d93";
    const request = (cookie?: string) =>
      proxy(new NextRequest(`http://localhost${course}`, cookie ? { headers: { cookie } } : {}));
    itemCheck.checkItem.mockClear();
    itemCheck.checkItem.mockResolvedValueOnce("missing");
    expect((await request("bw_session=s")).headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/en/render/shared/_not-found",
    );
    expect(itemCheck.checkItem).toHaveBeenCalledWith(
      { kind: "onDemandCourse", id: "7a016db3-7d0a-4fef-be4a-e261b8bb8d93" },
      null,
    );
    itemCheck.checkItem.mockResolvedValueOnce("failed");
    const failed = await request("bw_session=s");
    expect(failed.status).toBe(500);
    expect(await failed.text()).toContain("</html>");
    itemCheck.checkItem.mockResolvedValueOnce("found");
    expect((await request("bw_session=s")).headers.get("x-middleware-rewrite")).toBe(
      `http://localhost/en/render/per-request${course}`,
    );
    // A visitor's stored document knows its own status: no check.
    itemCheck.checkItem.mockClear();
    await request();
    expect(itemCheck.checkItem).not.toHaveBeenCalled();
  });

  it("sends no HSTS on an http site (the tests' SITE_URL)", async () => {
    const response = await proxy(new NextRequest("http://localhost/"));
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("proxy forwarding headers", () => {
  it("hands a flashed form result to the page as a request header and drops its cookie once", async () => {
    const response = await proxy(
      new NextRequest("http://localhost/login", { headers: { cookie: "bw_form=Fe26.2*sealed" } }),
    );
    expect(response.headers.get("x-middleware-request-x-form-flash")).toBe("Fe26.2*sealed");
    expect(response.headers.get("set-cookie")).toMatch(/bw_form=;.*Expires=Thu, 01 Jan 1970/);
    // A browser's own header never reaches the page.
    const forged = await proxy(
      new NextRequest("http://localhost/login", { headers: { "x-form-flash": "Fe26.2*forged" } }),
    );
    expect(forged.headers.get("x-middleware-request-x-form-flash")).toBeNull();
  });

  it("drops the client's own X-Forwarded-For and X-Real-IP when no reverse proxy is trusted", async () => {
    const response = await proxy(
      new NextRequest("http://localhost/login", {
        method: "POST",
        headers: {
          "x-forwarded-for": "10.9.9.9",
          "x-real-ip": "10.9.9.9",
          accept: "text/x-component",
        },
      }),
    );
    const kept = (response.headers.get("x-middleware-override-headers") ?? "").split(",");
    expect(kept).toContain("accept");
    expect(kept).not.toContain("x-forwarded-for");
    expect(kept).not.toContain("x-real-ip");
  });

  it("only adds the page's language to a request without such headers", async () => {
    const response = await proxy(new NextRequest("http://localhost/products"));
    const request = new NextRequest("http://localhost/products");
    const kept = (response.headers.get("x-middleware-override-headers") ?? "").split(",");
    expect(kept.sort()).toEqual([...request.headers.keys(), "x-next-intl-locale"].sort());
    expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe("en");
    const arabic = await proxy(new NextRequest("http://localhost/ar/products?page=2"));
    expect(arabic.headers.get("x-middleware-request-x-next-intl-locale")).toBe("ar");
  });

  it("sends an explicit /en address to the plain one, keeping its query", async () => {
    const response = await proxy(new NextRequest("http://localhost/en/products?page=2"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost/products?page=2");
  });

  it("keeps the language in a guard's redirect; ?next= holds the path without it", async () => {
    const response = await proxy(new NextRequest("http://localhost/ar/dashboard"));
    expect(response.headers.get("location")).toBe("http://localhost/ar/login?next=%2Fdashboard");
  });
});

describe("proxy while the upstream's circuit breaker is open", () => {
  async function openBreaker(): Promise<void> {
    resetUpstreamBreaker({ threshold: 1, cooldownMs: 30_000 });
    await callThroughUpstreamBreaker(() => Promise.reject(new Error("connection refused")), {
      isOutage: () => true,
      whenOpen: () => new Error("open"),
    }).catch(() => undefined);
    expect(upstreamBreakerState().state).toBe("open");
  }

  it("answers a signed-in page view with 503 and Retry-After, without rendering", async () => {
    await openBreaker();
    const student = await proxy(
      new NextRequest("http://localhost/enrolledCourses", { headers: { cookie: "bw_session=x" } }),
    );
    expect(student.status).toBe(503);
    expect(student.headers.get("retry-after")).toBe("30");
    expect(student.headers.get("cache-control")).toBe("no-store");
    expect(await student.text()).toContain(
      "The service is briefly unavailable. Please try again in a moment.",
    );
    const course = await proxy(
      new NextRequest(
        "http://localhost/onDemandCourseDetails/11111111-2222-4333-8444-555555555555",
        { headers: { cookie: "bw_session=x" } },
      ),
    );
    expect(course.status).toBe(503);
  });

  it("answers a query's public page with 503 (never stored), asking nothing", async () => {
    await openBreaker();
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(null, { status: 200 });
    });
    try {
      const search = await proxy(new NextRequest("http://localhost/products?q=beam"));
      expect(search.status).toBe(503);
      expect(search.headers.get("retry-after")).toBe("30");
      expect(asked).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("lets a visitor's plain public page through to its shared document, which Next's cache may hold", async () => {
    await openBreaker();
    const response = await proxy(new NextRequest("http://localhost/publications/7"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/en/render/shared/publications/7",
    );
  });

  it("lets server actions through: they fail at once and the form keeps its input", async () => {
    await openBreaker();
    const response = await proxy(
      new NextRequest("http://localhost/editProfile", {
        method: "POST",
        headers: { cookie: "bw_session=x" },
      }),
    );
    expect(response.status).not.toBe(503);
  });
});
