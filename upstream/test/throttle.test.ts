import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { App } from "../src/http/context";
import { loadConfig } from "../src/config";
import { issueResetToken } from "../src/password-reset";
import {
  clientAddress,
  createMemoryAuthThrottle,
  isTrustedProxy,
  TooManyRequests,
} from "../src/http/throttle";
import { createUser, getTestContext, throttledApp, type TestUser } from "./helpers";

// Small limits so a test reaches them in a few requests; the real defaults are 10 failed logins
// per (account, address) and 1200 per address in 15 minutes, 100 per account in a day (refusing
// every address the account has not logged in from), 5 signups or reset e-mails per e-mail address
// and 20 per address in an hour (config.ts).
const WINDOW_SECONDS = 900;
const MAIL_WINDOW_SECONDS = 3600;
const DAY_SECONDS = 24 * 3600;

const SMALL_LIMITS = {
  THROTTLE_LOGIN_FAILURES: "3",
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "5",
  THROTTLE_LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
  THROTTLE_ACCOUNT_FAILURES: "6",
  THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS: String(DAY_SECONDS),
  THROTTLE_ACCOUNT_REQUESTS: "2",
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: "3",
  THROTTLE_ACCOUNT_WINDOW_SECONDS: String(MAIL_WINDOW_SECONDS),
};

let app: App;
let address = "";

/** A request as the node server hands it to the app: from `peer`, with optional headers. */
function send(path: string, init: { json?: unknown; peer?: string; forwardedFor?: string } = {}) {
  const headers = new Headers();
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  if (init.forwardedFor) headers.set("X-Forwarded-For", init.forwardedFor);
  return app.request(
    `http://upstream.test${path}`,
    {
      method: "POST",
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
    { incoming: { socket: { remoteAddress: init.peer ?? address } } },
  );
}

const studentLogin = (email: string, password: string, peer?: string) =>
  send("/api/Authentication/login", { json: { email, password }, peer });
const adminLogin = (email: string, password: string, peer?: string) =>
  send("/api/Admin/AdminLogin", { json: { email, password }, peer });

/** Moves the clock (fake `Date`, the limiter's only source of time) forward. */
function advanceSeconds(seconds: number) {
  vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

async function expectThrottled(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await response.json()).toMatchObject({ status: 429, title: "Too Many Requests" });
  return retryAfter;
}

/** A fresh documentation-range address per test, so tests never share an address count. */
const nextAddress = (() => {
  let n = 0;
  return () => `203.0.113.${++n}`;
})();

let student: TestUser;

beforeAll(async () => {
  await getTestContext();
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  ({ app } = await throttledApp(SMALL_LIMITS));
  address = nextAddress();
  student = await createUser("Student", `thr${randomUUID().slice(0, 8)}`);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("login throttling per account and address", () => {
  it("answers 429 with Retry-After after the limit, refuses even the right password, and lets it in after the window", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await studentLogin(student.email, "WrongPassword1")).status).toBe(401);
    }
    const retryAfter = await expectThrottled(
      await studentLogin(student.email, "WrongPassword1"),
      WINDOW_SECONDS,
    );
    expect(retryAfter).toBe(WINDOW_SECONDS);
    await expectThrottled(await studentLogin(student.email, student.password), WINDOW_SECONDS);

    advanceSeconds(10 * 60);
    const later = await expectThrottled(
      await studentLogin(student.email, student.password),
      WINDOW_SECONDS,
    );
    expect(later).toBe(5 * 60);

    advanceSeconds(5 * 60 + 1);
    expect((await studentLogin(student.email, student.password)).status).toBe(200);
  });

  it("clears the pair's failures on a successful login, and never locks another address", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await studentLogin(student.email, "WrongPassword1")).status).toBe(401);
    }
    expect((await studentLogin(student.email, student.password)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await studentLogin(student.email, "WrongPassword1")).status).toBe(401);
    }
    await expectThrottled(await studentLogin(student.email, "WrongPassword1"), WINDOW_SECONDS);
    // 5 of the account's 6: another address still gets in.
    expect((await studentLogin(student.email, student.password, nextAddress())).status).toBe(200);
  });

  it("counts admin and student logins together, the e-mail in any case", async () => {
    expect((await adminLogin(student.email, "WrongPassword1")).status).toBe(401);
    expect((await adminLogin(student.email.toUpperCase(), "WrongPassword1")).status).toBe(401);
    expect((await studentLogin(student.email, "WrongPassword1")).status).toBe(401);
    await expectThrottled(await adminLogin(student.email, student.password), WINDOW_SECONDS);
    await expectThrottled(await studentLogin(student.email, student.password), WINDOW_SECONDS);
  });

  it("limits one account over every address but those it logged in from", async () => {
    const home = nextAddress();
    expect((await studentLogin(student.email, student.password, home)).status).toBe(200);
    const addresses = Array.from({ length: 6 }, nextAddress);
    for (const peer of addresses) {
      expect((await studentLogin(student.email, "WrongPassword1", peer)).status).toBe(401);
    }
    // The account's 6 failures are used up: an address that failed is refused, the right password too…
    const wait = await expectThrottled(
      await studentLogin(student.email, student.password, addresses[0]),
      DAY_SECONDS,
    );
    expect(wait).toBe(DAY_SECONDS);
    // …and so is a clean address: a guesser spread over many addresses gets nowhere…
    await expectThrottled(
      await studentLogin(student.email, "WrongPassword1", nextAddress()),
      DAY_SECONDS,
    );
    await expectThrottled(
      await studentLogin(student.email, "WrongPassword1", "2001:db8:5:6::1"),
      DAY_SECONDS,
    );
    // …while the owner, at the address the account logged in from, gets in.
    expect((await studentLogin(student.email, student.password, home)).status).toBe(200);
    expect((await studentLogin(student.email, student.password, home)).status).toBe(200);
  });

  it("lets the owner in from a new address after a password reset, which proves the mailbox", async () => {
    const { database } = await getTestContext();
    for (let i = 0; i < 6; i++) {
      expect((await studentLogin(student.email, "WrongPassword1", nextAddress())).status).toBe(401);
    }
    const travelling = nextAddress();
    await expectThrottled(
      await studentLogin(student.email, student.password, travelling),
      DAY_SECONDS,
    );
    const token = await issueResetToken(database.db, student.id);
    const reset = await send("/api/Authentication/resetpassword", {
      json: { email: student.email, token, newPassword: "BrandNewPass42" },
      peer: travelling,
    });
    expect(reset.status).toBe(201);
    expect((await studentLogin(student.email, "BrandNewPass42", travelling)).status).toBe(200);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    for (let i = 1; i <= 3; i++) {
      const peer = `2001:db8:77:1::${i}`;
      expect((await studentLogin(student.email, "WrongPassword1", peer)).status).toBe(401);
    }
    await expectThrottled(
      await studentLogin(student.email, student.password, "2001:db8:77:1:abcd::9"),
      WINDOW_SECONDS,
    );
    expect((await studentLogin(student.email, student.password, "2001:db8:77:2::1")).status).toBe(
      200,
    );
  });

  it("throttles unknown e-mails like real ones (no account enumeration)", async () => {
    const unknown = `nobody${randomUUID().slice(0, 8)}@gmail.com`;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await studentLogin(unknown, "WrongPassword1")).status).toBe(401);
    }
    await expectThrottled(await studentLogin(unknown, "WrongPassword1"), WINDOW_SECONDS);
  });
});

describe("login throttling per client address", () => {
  it("limits failures over many accounts from one address, and not other addresses", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await studentLogin(
        `guess${attempt}${randomUUID().slice(0, 6)}@gmail.com`,
        "WrongPassword1",
      );
      expect(response.status).toBe(401);
    }
    await expectThrottled(await studentLogin(student.email, student.password), WINDOW_SECONDS);
    expect((await studentLogin(student.email, student.password, nextAddress())).status).toBe(200);
  });

  it("takes the client from X-Forwarded-For only when a trusted proxy (loopback) sends it", async () => {
    // The web app on the same machine forwards each visitor's address: each has its own count.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await send("/api/Authentication/login", {
        json: {
          email: `fw${attempt}${randomUUID().slice(0, 6)}@gmail.com`,
          password: "WrongPassword1",
        },
        peer: "127.0.0.1",
        forwardedFor: `198.51.100.${attempt + 1}`,
      });
      expect(response.status).toBe(401);
    }
    expect(
      (
        await send("/api/Authentication/login", {
          json: { email: student.email, password: student.password },
          peer: "127.0.0.1",
          forwardedFor: "198.51.100.6",
        })
      ).status,
    ).toBe(200);

    // A remote client cannot dodge its count by inventing forwarded addresses.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await send("/api/Authentication/login", {
        json: {
          email: `sp${attempt}${randomUUID().slice(0, 6)}@gmail.com`,
          password: "WrongPassword1",
        },
        forwardedFor: `192.0.2.${attempt + 1}`,
      });
      expect(response.status).toBe(401);
    }
    await expectThrottled(
      await send("/api/Authentication/login", {
        json: { email: student.email, password: student.password },
        forwardedFor: "192.0.2.99",
      }),
      WINDOW_SECONDS,
    );
  });
});

describe("signup, forgot-password and reset-password throttling", () => {
  /** Asks for a reset e-mail to the student's address, from `peer` (the default address if none). */
  const forgot = (peer?: string) =>
    send(`/api/Authentication/forgotpassword/${encodeURIComponent(student.email)}`, { peer });

  it("limits reset e-mails per account, then allows them after the window", async () => {
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    await expectThrottled(await forgot(), MAIL_WINDOW_SECONDS);
    advanceSeconds(MAIL_WINDOW_SECONDS + 1);
    expect((await forgot()).status).toBe(200);
  });

  it("never refuses a reset e-mail to an address that has not asked for the account before", async () => {
    // A stranger uses up the account's count from one address (limit 2 here, 5 by default).
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    await expectThrottled(await forgot(), MAIL_WINDOW_SECONDS);
    // The owner, from their own address: before 429 for an hour, now their link is sent, once.
    const owner = nextAddress();
    expect((await forgot(owner)).status).toBe(200);
    await expectThrottled(await forgot(owner), MAIL_WINDOW_SECONDS);
  });

  it("limits reset e-mails per address, whatever the e-mail (known or not)", async () => {
    const forgot = (email: string) =>
      send(`/api/Authentication/forgotpassword/${encodeURIComponent(email)}`);
    expect((await forgot(`x${randomUUID().slice(0, 6)}@gmail.com`)).status).toBe(404);
    expect((await forgot(`y${randomUUID().slice(0, 6)}@gmail.com`)).status).toBe(404);
    expect((await forgot(student.email)).status).toBe(200);
    await expectThrottled(
      await forgot(`z${randomUUID().slice(0, 6)}@gmail.com`),
      MAIL_WINDOW_SECONDS,
    );
  });

  it("limits signups per address", async () => {
    const signup = () => {
      const name = `su${randomUUID().slice(0, 8)}`;
      return send("/api/Authentication", {
        json: {
          firstname: "Mona",
          lastname: "Adel",
          userName: name,
          password: "Password1234",
          email: `${name}@gmail.com`,
        },
      });
    };
    for (let attempt = 0; attempt < 3; attempt++) expect((await signup()).status).toBe(200);
    await expectThrottled(await signup(), MAIL_WINDOW_SECONDS);
  });

  it("limits signups per e-mail address", async () => {
    const name = `se${randomUUID().slice(0, 8)}`;
    const body = {
      firstname: "Mona",
      lastname: "Adel",
      userName: name,
      password: "Password1234",
      email: `${name}@gmail.com`,
    };
    expect((await send("/api/Authentication", { json: body })).status).toBe(200);
    expect((await send("/api/Authentication", { json: body, peer: nextAddress() })).status).toBe(
      400,
    );
    await expectThrottled(
      await send("/api/Authentication", { json: body, peer: nextAddress() }),
      MAIL_WINDOW_SECONDS,
    );
  });

  it("limits wrong reset tokens per account", async () => {
    const reset = () =>
      send("/api/Authentication/resetpassword", {
        json: { email: student.email, token: "bm90LWEtdG9rZW4", newPassword: "BrandNewPass42" },
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await reset()).status).toBe(400);
    await expectThrottled(await reset(), WINDOW_SECONDS);
  });
});

describe("clientAddress", () => {
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it("believes X-Forwarded-For (its last entry) only from a trusted peer", () => {
    expect(clientAddress(socket("127.0.0.1"), "10.0.0.1, 203.0.113.4", ["loopback"])).toBe(
      "203.0.113.4",
    );
    expect(clientAddress(socket("::1"), "203.0.113.4", ["loopback"])).toBe("203.0.113.4");
    expect(clientAddress(socket("198.51.100.7"), "203.0.113.4", ["loopback"])).toBe("198.51.100.7");
    expect(clientAddress(socket("198.51.100.7"), "203.0.113.4", ["198.51.100.7"])).toBe(
      "203.0.113.4",
    );
    expect(clientAddress(socket("127.0.0.1"), "203.0.113.4", ["none"])).toBe("127.0.0.1");
    expect(clientAddress(socket("127.0.0.1"), undefined, ["loopback"])).toBe("127.0.0.1");
    expect(clientAddress(undefined, "203.0.113.4", ["loopback"])).toBe("unknown");
  });

  it("knows loopback addresses", () => {
    expect(isTrustedProxy("127.0.0.1", ["loopback"])).toBe(true);
    expect(isTrustedProxy("::ffff:127.0.0.1", ["loopback"])).toBe(true);
    expect(isTrustedProxy("10.0.0.1", ["loopback"])).toBe(false);
  });
});

describe("TooManyRequests", () => {
  it("rounds the wait up to whole seconds, at least one", () => {
    expect(new TooManyRequests(1).retryAfterSeconds).toBe(1);
    expect(new TooManyRequests(60_001).retryAfterSeconds).toBe(61);
    expect(new TooManyRequests(0).retryAfterSeconds).toBe(1);
  });
});

describe("with the default limits", () => {
  const defaults = () => createMemoryAuthThrottle(loadConfig({}));
  const passes = (attempt: Promise<void>) =>
    attempt.then(
      () => true,
      (error: unknown) => {
        if (error instanceof TooManyRequests) return false;
        throw error;
      },
    );

  it("lets 1,000 students behind one carrier-NAT address log in, each after one mistyped password", async () => {
    const throttle = defaults();
    const nat = "197.32.0.1";
    let loggedIn = 0;
    for (let i = 0; i < 1000; i++) {
      const account = `student${i}@gmail.com`;
      expect(await passes(throttle.login.take(account, nat))).toBe(true); // the typo
      if (await passes(throttle.login.take(account, nat))) {
        await throttle.login.succeed(account, nat);
        loggedIn += 1;
      }
    }
    expect(loggedIn).toBe(1000);
  });

  it("stops a guesser rotating 1,000 addresses (IPv4, and IPv6 in one /64) at the account's limit", async () => {
    const throttle = defaults();
    const account = "admin@brightway.example";
    await throttle.login.take(account, "192.0.2.7");
    await throttle.login.succeed(account, "192.0.2.7");
    let checked = 0;
    for (let i = 0; i < 1000; i++) {
      const address =
        i % 2 === 0
          ? `10.${(i >> 8) & 255}.${i & 255}.1`
          : `2001:db8:ab:cd:${i.toString(16)}::${(i * 7).toString(16)}`;
      if (await passes(throttle.login.take(account, address))) checked += 1;
    }
    expect(checked).toBe(100);
    expect(await passes(throttle.login.take(account, "203.0.113.200"))).toBe(false);
    expect(await passes(throttle.login.take(account, "192.0.2.7"))).toBe(true);
  });
});
