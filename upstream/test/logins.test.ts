// Logins that hold under attack.
import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  setHashingWaitBudget,
  setPasswordCost,
  verifyPassword,
} from "../src/auth/passwords";
import { loadConfig } from "../src/config";
import { users } from "../src/db/schema";
import type { App } from "../src/http/context";
import type { AuthThrottle } from "../src/http/throttle";
import { registerOpsRoutes } from "../src/ops/routes";
import { issueResetToken } from "../src/password-reset";
import { createUser, getTestContext, throttledApp } from "./helpers";

const OPS_TOKEN = "test-ops-token-0123456789";

/** An app with the production limits (10 per account and address) and the operator routes. */
async function productionLimitsApp(): Promise<{ app: App; throttle: AuthThrottle }> {
  const { database } = await getTestContext();
  const { app, throttle } = await throttledApp();
  registerOpsRoutes(app, { database, throttle, opsToken: OPS_TOKEN });
  return { app, throttle };
}

/** A login as the web app forwards it: from loopback, naming the visitor in X-Forwarded-For. */
function login(
  app: App,
  path: "/api/Admin/AdminLogin" | "/api/Authentication/login",
  body: object,
  visitor: string,
) {
  return app.request(
    `http://upstream.test${path}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
  );
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

afterEach(() => setPasswordCost(12));

describe("the login throttle counts first", () => {
  it("answers at most 10 of 80 parallel wrong passwords with 401, the rest with 429", async () => {
    const { app } = await productionLimitsApp();
    const student = await createUser("Student", `par${randomUUID().slice(0, 8)}`);
    const statuses = await Promise.all(
      Array.from({ length: 80 }, async (_, n) => {
        const response = await login(
          app,
          "/api/Authentication/login",
          { email: student.email, password: `WrongPassword${n}` },
          "198.51.100.80",
        );
        return response.status;
      }),
    );
    const counts = statusCounts(statuses);
    // At most 10 reach the password check: each answers 401, or 503 with Retry-After when the
    // password-hashing line is full (a loaded machine); every other one is refused with 429.
    expect(Object.keys(counts).filter((status) => !["401", "429", "503"].includes(status))).toEqual(
      [],
    );
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBeLessThanOrEqual(10);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(70);
  });
});

describe("the lockout is no weapon", () => {
  it("lets the admin in from a clean address while a stranger's address is locked on the admin's account", async () => {
    const { app } = await productionLimitsApp();
    const admin = await createUser("Admin", `adm${randomUUID().slice(0, 8)}`);
    const stranger = "203.0.113.66";
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(
        app,
        "/api/Admin/AdminLogin",
        { email: admin.email, password: `Guess${attempt}xxxxx` },
        stranger,
      );
      expect(response.status).toBe(401);
    }
    expect(
      (
        await login(
          app,
          "/api/Admin/AdminLogin",
          { email: admin.email, password: "Guess10xxxxx" },
          stranger,
        )
      ).status,
    ).toBe(429);
    // The stranger's right guess is refused too: the answer does not tell it was right.
    expect(
      (
        await login(
          app,
          "/api/Admin/AdminLogin",
          { email: admin.email, password: admin.password },
          stranger,
        )
      ).status,
    ).toBe(429);

    const owner = await login(
      app,
      "/api/Admin/AdminLogin",
      { email: admin.email, password: admin.password },
      "192.0.2.10",
    );
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ userId: admin.id });
  });

  it("lets the owner reset the password from a clean address while a stranger's wrong tokens are locked out", async () => {
    const { app } = await productionLimitsApp();
    const { database } = await getTestContext();
    const student = await createUser("Student", `rst${randomUUID().slice(0, 8)}`);
    const reset = (token: string, visitor: string) =>
      app.request(
        "http://upstream.test/api/Authentication/resetpassword",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor },
          body: JSON.stringify({ email: student.email, token, newPassword: "BrandNewPass42" }),
        },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await reset(`bm90LWEtdG9rZW4${attempt}`, "203.0.113.68")).status).toBe(400);
    expect((await reset("bm90LWEtdG9rZW4x", "203.0.113.68")).status).toBe(429);

    const token = await issueResetToken(database.db, student.id);
    expect((await reset(token, "192.0.2.30")).status).toBe(201);
  });

  it("lets an operator clear a lock (POST /ops/unlock with the operator token)", async () => {
    const { app } = await productionLimitsApp();
    const student = await createUser("Student", `unl${randomUUID().slice(0, 8)}`);
    const address = "203.0.113.67";
    for (let attempt = 0; attempt < 10; attempt++) {
      await login(
        app,
        "/api/Authentication/login",
        { email: student.email, password: `Guess${attempt}xxxxx` },
        address,
      );
    }
    const right = { email: student.email, password: student.password };
    expect((await login(app, "/api/Authentication/login", right, address)).status).toBe(429);

    const unlock = (token: string, body: object) =>
      app.request("http://upstream.test/ops/unlock", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await unlock("not-the-token", { email: student.email })).status).toBe(401);
    expect((await login(app, "/api/Authentication/login", right, address)).status).toBe(429);

    const answer = await unlock(OPS_TOKEN, { email: student.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { cleared: number }).cleared).toBeGreaterThanOrEqual(1);
    expect((await login(app, "/api/Authentication/login", right, address)).status).toBe(200);
  });
});

describe("password hashing", () => {
  it("hashes at scrypt N = 2^17, r = 8, p = 1 in production, and records the cost in the hash", async () => {
    expect(loadConfig({}).UPSTREAM_SCRYPT_LOG2N).toBe(17);
    expect(DEFAULT_SCRYPT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    setPasswordCost(loadConfig({}).UPSTREAM_SCRYPT_LOG2N);
    const hash = await hashPassword("Password1234");
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Password1234", hash)).toBe(true);
    expect(await verifyPassword("Password1235", hash)).toBe(false);
  });

  it("still accepts an old 2^14 hash, and stores the password again at 2^17 on login", async () => {
    const { app } = await productionLimitsApp();
    const { database } = await getTestContext();
    const student = await createUser("Student", `old${randomUUID().slice(0, 8)}`);
    // The format written before this change: scrypt$salt$hash, N = 16384, r = 8, p = 1.
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString("base64url")}$${scryptSync(student.password, salt, 32, { N: 16384, r: 8, p: 1 }).toString("base64url")}`;
    await database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, student.id));
    setPasswordCost(17);

    const right = { email: student.email, password: student.password };
    expect((await login(app, "/api/Authentication/login", right, "192.0.2.20")).status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect((await login(app, "/api/Authentication/login", right, "192.0.2.20")).status).toBe(200);
  });
});

describe("password hashing under pressure", () => {
  afterEach(() => setHashingWaitBudget(loadConfig({}).UPSTREAM_HASH_WAIT_MS));

  it("answers logins past the hashing line at once with 503, Retry-After and 'try again in a moment', never a long wait", async () => {
    const { app } = await productionLimitsApp();
    setPasswordCost(16);
    // A few hashes at this cost, so the line knows how long one takes; then no wait is allowed.
    for (let n = 0; n < 3; n++) await hashPassword(`warm-up-${n}`);
    setHashingWaitBudget(0);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const response = await login(
          app,
          "/api/Authentication/login",
          { email: `burst${n}@example.com`, password: "WrongPassword1" },
          `192.0.2.${60 + n}`,
        );
        return {
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
        };
      }),
    );
    const counts = statusCounts(answers.map((answer) => answer.status));
    // Before: all 12 waited in line for their hash (12 × 401, the last after 6 hashes' time).
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(12);
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(busy.body)).toMatchObject({
        status: 503,
        detail: "The server is busy. Please try again in a moment.",
      });
    }
  });

  it("gives a busy login's point back to the throttle (it judged nothing)", async () => {
    const { app } = await productionLimitsApp();
    setPasswordCost(16);
    for (let n = 0; n < 3; n++) await hashPassword(`warm-up-${n}`);
    setHashingWaitBudget(0);
    const student = await createUser("Student", `busy${randomUUID().slice(0, 8)}`);
    // Twelve at once for one account from one address: those told "busy" are not failures, so
    // the owner's right password still gets in afterwards (pair limit 10).
    const statuses = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, n) =>
          (
            await login(
              app,
              "/api/Authentication/login",
              { email: student.email, password: `WrongPassword${n}` },
              "192.0.2.90",
            )
          ).status,
      ),
    );
    expect(statuses).toContain(503);
    setHashingWaitBudget(loadConfig({}).UPSTREAM_HASH_WAIT_MS);
    expect(
      (
        await login(
          app,
          "/api/Authentication/login",
          { email: student.email, password: student.password },
          "192.0.2.90",
        )
      ).status,
    ).toBe(200);
  });
});
