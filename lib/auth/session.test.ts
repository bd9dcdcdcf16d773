import { sealData } from "iron-session";
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it, vi } from "vitest";

const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      jar.set(name, { value, options }),
  }),
}));

const {
  buildSession,
  destroySession,
  MAX_SESSION_SECONDS,
  parseSessionData,
  readSession,
  readSessionSeal,
  saveSession,
  SESSION_COOKIE_NAME,
  sessionOptions,
  touchedSessionCookie,
} = await import("@/lib/auth/session");

const NOW = Date.UTC(2025, 0, 1);

async function jwt(expSeconds: number): Promise<string> {
  return new SignJWT({ "http://schemas.microsoft.com/ws/2008/06/identity/claims/role": "Admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(expSeconds)
    .sign(new TextEncoder().encode("any-key-any-key-any-key-any-key-1"));
}

beforeEach(() => jar.clear());

describe("buildSession", () => {
  it("ends the session at the token's exp when that is sooner than the cap", async () => {
    const exp = NOW / 1000 + 3600;
    const session = buildSession({ userId: "u1", token: await jwt(exp), role: "Student" }, NOW);
    expect(session).toMatchObject({ userId: "u1", role: "Student", expiresAt: exp * 1000 });
  });

  it("caps a 5-month upstream token at the session maximum: 30 days for a student, 12 hours for an admin", async () => {
    const token = await jwt(NOW / 1000 + 150 * 86400);
    expect(buildSession({ userId: "u1", token, role: "Student" }, NOW)?.expiresAt).toBe(
      NOW + MAX_SESSION_SECONDS * 1000,
    );
    expect(buildSession({ userId: "u1", token, role: "Admin" }, NOW)?.expiresAt).toBe(
      NOW + 12 * 3600 * 1000,
    );
  });

  it("refuses an already expired token", async () => {
    expect(
      buildSession({ userId: "u1", token: await jwt(NOW / 1000 - 1), role: "Student" }, NOW),
    ).toBeNull();
  });

  it("takes the role from the caller, not from the token's claims", async () => {
    const session = buildSession(
      { userId: "u1", token: await jwt(NOW / 1000 + 60), role: "Student" },
      NOW,
    );
    expect(session?.role).toBe("Student");
  });
});

describe("parseSessionData", () => {
  const good = { userId: "u1", token: "t", role: "Admin", expiresAt: NOW + 1 };
  it("accepts a complete unexpired session", () => {
    expect(parseSessionData(good, NOW)).toEqual(good);
  });
  it.each([
    ["empty (tampered cookie)", {}],
    ["expired", { ...good, expiresAt: NOW }],
    ["unknown role", { ...good, role: "Root" }],
    ["missing token", { ...good, token: "" }],
    [
      "an admin's unused for 30 minutes",
      { ...good, expiresAt: NOW + 3600_000, lastSeenAt: NOW - 30 * 60_000 },
    ],
    [
      "a student's unused for 14 days",
      { ...good, role: "Student", expiresAt: NOW + 86_400_000, lastSeenAt: NOW - 14 * 86_400_000 },
    ],
  ])("rejects %s data", (_name, data) => {
    expect(parseSessionData(data, NOW)).toBeNull();
  });
  it("accepts an admin's used 29 minutes ago and a student's 13 days ago", () => {
    const admin = { ...good, expiresAt: NOW + 3600_000, lastSeenAt: NOW - 29 * 60_000 };
    const student = {
      ...good,
      role: "Student",
      expiresAt: NOW + 86_400_000,
      lastSeenAt: NOW - 13 * 86_400_000,
    };
    expect(parseSessionData(admin, NOW)).toEqual(admin);
    expect(parseSessionData(student, NOW)).toEqual(student);
  });
});

describe("touchedSessionCookie", () => {
  const session = {
    userId: "u1",
    token: "t",
    role: "Admin" as const,
    expiresAt: NOW + 3600_000,
    lastSeenAt: NOW - 30_000,
  };
  it("makes no cookie when the last use was recorded under a minute ago", async () => {
    expect(await touchedSessionCookie(session, NOW)).toBeNull();
  });
  it("re-seals the session with lastSeenAt = now, ending with the session", async () => {
    const touched = await touchedSessionCookie({ ...session, lastSeenAt: NOW - 61_000 }, NOW);
    expect(touched?.maxAgeSeconds).toBe(3600 - 60);
    expect(await readSessionSeal(touched!.value, NOW)).toEqual({ ...session, lastSeenAt: NOW });
  });
});

describe("sessionOptions", () => {
  it("makes an HttpOnly, SameSite=Lax cookie, not Secure for an http SITE_URL", () => {
    const options = sessionOptions(120);
    expect(options.cookieName).toBe(SESSION_COOKIE_NAME);
    expect(options.ttl).toBe(120);
    expect(options.cookieOptions).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: false,
      path: "/",
    });
  });
});

describe("the cookie's name", () => {
  it("is bw_session on an http SITE_URL (browsers refuse __Host- without Secure)", () => {
    expect(SESSION_COOKIE_NAME).toBe("bw_session");
  });

  it("is __Host-bw_session, Secure, path / and without a Domain on an https SITE_URL", async () => {
    vi.stubEnv("SITE_URL", "https://brightway.example");
    vi.resetModules();
    try {
      const https = await import("@/lib/auth/session");
      expect(https.SESSION_COOKIE_NAME).toBe("__Host-bw_session");
      const options = https.sessionOptions(120);
      expect(options.cookieName).toBe("__Host-bw_session");
      expect(options.cookieOptions).toMatchObject({ secure: true, path: "/" });
      expect(options.cookieOptions).not.toHaveProperty("domain");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("cookie round trip", () => {
  it("saves, reads and destroys a session with a max-age no longer than the session", async () => {
    const expiresAt = Date.now() + 3_600_000;
    await saveSession({
      userId: "u1",
      token: "tok",
      role: "Student",
      expiresAt,
      lastSeenAt: Date.now(),
    });
    const stored = jar.get(SESSION_COOKIE_NAME);
    expect(stored?.value).not.toContain("tok");
    expect(Number(stored?.options?.maxAge)).toBeLessThanOrEqual(3600);
    expect(await readSession()).toMatchObject({
      userId: "u1",
      token: "tok",
      role: "Student",
      expiresAt,
    });
    await destroySession();
    expect(jar.get(SESSION_COOKIE_NAME)?.value).toBe("");
    expect(await readSession()).toBeNull();
  });

  it("reads a raw seal for the proxy and ignores garbage", async () => {
    const data = { userId: "u1", token: "t", role: "Admin", expiresAt: Date.now() + 60_000 };
    const seal = await sealData(data, { password: process.env.SESSION_SECRET!, ttl: 60 });
    expect(await readSessionSeal(seal)).toEqual(data);
    expect(await readSessionSeal("garbage")).toBeNull();
    expect(await readSessionSeal(undefined)).toBeNull();
    const foreign = await sealData(data, {
      password: "another-secret-another-secret-another",
      ttl: 60,
    });
    expect(await readSessionSeal(foreign)).toBeNull();
  });
});
