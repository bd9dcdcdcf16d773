import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthThrottle, type AuthThrottle } from "@/lib/auth/throttle";
import { log } from "@/lib/log";

const settings = {
  THROTTLE_LOGIN_FAILURES: 3,
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: 5,
  THROTTLE_LOGIN_WINDOW_SECONDS: 900,
  THROTTLE_ACCOUNT_REQUESTS: 2,
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: 3,
  THROTTLE_ACCOUNT_WINDOW_SECONDS: 3600,
};

let throttle: AuthThrottle;
const advanceSeconds = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  throttle = createAuthThrottle(settings);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("login failures", () => {
  it("blocks an account after the limit for the rest of the window, then lets it try again", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await throttle.login.check("mona@gmail.com", "203.0.113.1")).toBe(0);
      await throttle.login.fail("mona@gmail.com", "203.0.113.1");
    }
    expect(await throttle.login.check("MONA@gmail.com", "203.0.113.2")).toBe(900);
    advanceSeconds(600);
    expect(await throttle.login.check("mona@gmail.com", "203.0.113.2")).toBe(300);
    advanceSeconds(301);
    expect(await throttle.login.check("mona@gmail.com", "203.0.113.2")).toBe(0);
  });

  it("clears the account's count on success, but not the address's", async () => {
    for (let attempt = 0; attempt < 2; attempt++) await throttle.login.fail("mona@gmail.com", "203.0.113.1");
    await throttle.login.succeed("mona@gmail.com");
    await throttle.login.fail("mona@gmail.com", "203.0.113.1");
    await throttle.login.fail("mona@gmail.com", "203.0.113.1");
    expect(await throttle.login.check("mona@gmail.com", "198.51.100.1")).toBe(0);
    // The address has 4 of 5 failures: one more and it is blocked for every account.
    await throttle.login.fail("omar@gmail.com", "203.0.113.1");
    expect(await throttle.login.check("someone@gmail.com", "203.0.113.1")).toBe(900);
  });
});

describe("requests", () => {
  it("refuses the request past the limit per account, and per address", async () => {
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.2")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.3")).toBe(3600);

    expect(await throttle.signup.take("a@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("b@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("c@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("d@gmail.com", "198.51.100.9")).toBe(3600);
    advanceSeconds(3601);
    expect(await throttle.signup.take("d@gmail.com", "198.51.100.9")).toBe(0);
  });
});

describe("throttling log", () => {
  it("logs each refusal with the limit and what ran out, never the e-mail or the address", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    for (let attempt = 0; attempt < 3; attempt++) await throttle.login.fail("mona@gmail.com", "203.0.113.1");
    expect(await throttle.login.check("mona@gmail.com", "203.0.113.9")).toBe(900);
    await throttle.signup.take("sara@gmail.com", "198.51.100.7");
    await throttle.signup.take("sara@gmail.com", "198.51.100.7");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await throttle.signup.take("sara@gmail.com", "198.51.100.7")).toBe(3600);
    expect(warn.mock.calls).toEqual([
      [{ limit: "login", by: "account", waitSeconds: 900 }, "throttled"],
      [{ limit: "signup", by: "account", waitSeconds: 3600 }, "throttled"],
    ]);
    const logged = JSON.stringify(warn.mock.calls);
    for (const personal of ["mona", "sara", "203.0.113", "198.51.100"]) expect(logged).not.toContain(personal);
  });
});
