import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sharedTestRedis } from "@/cache-handlers/test-redis-server";
import { clearRedisCounts } from "@/lib/auth/throttle-keys";
import { createAuthThrottle, type AuthThrottle } from "@/lib/auth/throttle";
import { log } from "@/lib/log";
import { envSchema } from "@/lib/env-schema.mjs";

const settings = {
  THROTTLE_LOGIN_FAILURES: 3,
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: 5,
  THROTTLE_LOGIN_WINDOW_SECONDS: 900,
  THROTTLE_ACCOUNT_FAILURES: 6,
  THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS: 86_400,
  THROTTLE_ACCOUNT_REQUESTS: 2,
  THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: 3,
  THROTTLE_ACCOUNT_WINDOW_SECONDS: 3600,
};

const advanceSeconds = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

/** `n` wrong-password attempts (each counted first and kept, as the login action does). */
async function fail(throttle: AuthThrottle, account: string, address: string, n = 1) {
  for (let attempt = 0; attempt < n; attempt++)
    expect(await throttle.login.take(account, address)).toBe(0);
}

describe("in memory", () => {
  let throttle: AuthThrottle;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
    throttle = createAuthThrottle(settings);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("blocks an (account, address) pair after the limit for the rest of the window, then lets it try again", async () => {
    await fail(throttle, "mona@gmail.com", "203.0.113.1", 3);
    expect(await throttle.login.take("MONA@gmail.com", "203.0.113.1")).toBe(900);
    advanceSeconds(600);
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.1")).toBe(300);
    advanceSeconds(301);
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.1")).toBe(0);
  });

  it("counts first: of 80 parallel attempts on one pair, only the limit go on", async () => {
    const waits = await Promise.all(
      Array.from({ length: 80 }, () => throttle.login.take("mona@gmail.com", "203.0.113.1")),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it("refuses every new address once the account's count is used up, and spares an address the account logged in from", async () => {
    // The owner logged in from home once: that address is known to the account.
    expect(await throttle.login.take("mona@gmail.com", "192.0.2.7")).toBe(0);
    await throttle.login.succeed("mona@gmail.com", "192.0.2.7");
    // Six addresses fail once each: the account's 6 are used up.
    for (let i = 1; i <= 6; i++) await fail(throttle, "mona@gmail.com", `198.51.100.${i}`);
    expect(await throttle.login.take("mona@gmail.com", "198.51.100.99")).toBe(86_400);
    expect(await throttle.login.take("mona@gmail.com", "198.51.100.1")).toBe(86_400);
    // The owner at home still gets in; other accounts are untouched.
    expect(await throttle.login.take("mona@gmail.com", "192.0.2.7")).toBe(0);
    await throttle.login.succeed("mona@gmail.com", "192.0.2.7");
    expect(await throttle.login.take("omar@gmail.com", "198.51.100.99")).toBe(0);
  });

  it("lets the owner in from a new address after a password reset", async () => {
    for (let i = 1; i <= 6; i++) await fail(throttle, "mona@gmail.com", `198.51.100.${i}`);
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.50")).toBe(86_400);
    await throttle.login.forgive("mona@gmail.com");
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.50")).toBe(0);
  });

  it("keeps a reset from a clean address possible while a stranger's wrong codes used up the account", async () => {
    for (let i = 1; i <= 6; i++)
      expect(await throttle.reset.take("mona@gmail.com", `198.51.100.${i}`)).toBe(0);
    expect(await throttle.reset.take("mona@gmail.com", "198.51.100.1")).toBe(86_400);
    expect(await throttle.reset.take("mona@gmail.com", "192.0.2.7")).toBe(0);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    for (let i = 1; i <= 3; i++) await fail(throttle, "mona@gmail.com", `2001:db8:1:2::${i}`);
    expect(await throttle.login.take("mona@gmail.com", "2001:db8:1:2:ffff::9")).toBe(900);
    expect(await throttle.login.take("mona@gmail.com", "2001:db8:1:3::1")).toBe(0);
  });

  it("clears the pair's count on success, gives back the address's point, and refuses the address over all accounts", async () => {
    await fail(throttle, "mona@gmail.com", "203.0.113.1", 2);
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    await throttle.login.succeed("mona@gmail.com", "203.0.113.1");
    await fail(throttle, "mona@gmail.com", "203.0.113.1", 2);
    // The address has 4 of 5 failures: one more and it is blocked for every account.
    await fail(throttle, "omar@gmail.com", "203.0.113.1");
    expect(await throttle.login.take("someone@gmail.com", "203.0.113.1")).toBe(900);
  });

  it("gives every point back for an attempt that was not judged", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await throttle.login.take("mona@gmail.com", "203.0.113.1")).toBe(0);
      await throttle.login.giveBack("mona@gmail.com", "203.0.113.1");
    }
    await fail(throttle, "mona@gmail.com", "203.0.113.1", 3);
  });

  it("refuses the request past the limit per account, and per address", async () => {
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(3600);

    expect(await throttle.signup.take("a@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("b@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("c@gmail.com", "198.51.100.9")).toBe(0);
    expect(await throttle.signup.take("d@gmail.com", "198.51.100.9")).toBe(3600);
    advanceSeconds(3601);
    expect(await throttle.signup.take("d@gmail.com", "198.51.100.9")).toBe(0);
  });

  it("never refuses a reset e-mail to an address that has not asked for the account before", async () => {
    // A stranger uses up the account's count from one address…
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "203.0.113.1")).toBe(3600);
    // …and the owner still gets a link from theirs (before: 3600, wait an hour), once.
    expect(await throttle.resetMail.take("mona@gmail.com", "198.51.100.20")).toBe(0);
    expect(await throttle.resetMail.take("mona@gmail.com", "198.51.100.20")).toBe(3600);
  });

  it("logs each refusal with the limit and what ran out, never the e-mail or the address", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    await fail(throttle, "mona@gmail.com", "203.0.113.1", 3);
    expect(await throttle.login.take("mona@gmail.com", "203.0.113.1")).toBe(900);
    await throttle.signup.take("sara@gmail.com", "198.51.100.7");
    await throttle.signup.take("sara@gmail.com", "198.51.100.7");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await throttle.signup.take("sara@gmail.com", "198.51.100.7")).toBe(3600);
    expect(warn.mock.calls).toEqual([
      [{ limit: "login", by: "pair", waitSeconds: 900 }, "throttled"],
      [{ limit: "signup", by: "account", waitSeconds: 3600 }, "throttled"],
    ]);
    const logged = JSON.stringify(warn.mock.calls);
    for (const personal of ["mona", "sara", "203.0.113", "198.51.100"])
      expect(logged).not.toContain(personal);
  });
});

describe("with the default limits", () => {
  const defaults = envSchema
    .pick({
      THROTTLE_LOGIN_FAILURES: true,
      THROTTLE_LOGIN_FAILURES_PER_ADDRESS: true,
      THROTTLE_LOGIN_WINDOW_SECONDS: true,
      THROTTLE_ACCOUNT_FAILURES: true,
      THROTTLE_ACCOUNT_FAILURES_WINDOW_SECONDS: true,
      THROTTLE_ACCOUNT_REQUESTS: true,
      THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: true,
      THROTTLE_ACCOUNT_WINDOW_SECONDS: true,
    })
    .parse({});

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-01T10:00:00Z"));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets 1,000 students behind one carrier-NAT address log in, each after one mistyped password", async () => {
    const throttle = createAuthThrottle(defaults);
    const nat = "197.32.0.1";
    let loggedIn = 0;
    for (let i = 0; i < 1000; i++) {
      const student = `student${i}@gmail.com`;
      expect(await throttle.login.take(student, nat)).toBe(0); // the typo: a wrong password
      if ((await throttle.login.take(student, nat)) === 0) {
        await throttle.login.succeed(student, nat);
        loggedIn += 1;
      }
    }
    expect(loggedIn).toBe(1000);
  });

  it("stops a guesser rotating 1,000 addresses (IPv4, and IPv6 in one /64) at the account's limit", async () => {
    const throttle = createAuthThrottle(defaults);
    const account = "admin@brightway.example";
    expect(await throttle.login.take(account, "192.0.2.7")).toBe(0);
    await throttle.login.succeed(account, "192.0.2.7");
    const addresses = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? `10.${(i >> 8) & 255}.${i & 255}.1`
        : `2001:db8:ab:cd:${i.toString(16)}::${(i * 7).toString(16)}`,
    );
    let checked = 0;
    for (const address of addresses) {
      if ((await throttle.login.take(account, address)) === 0) checked += 1;
    }
    // 100 a day for the account (of them, at most 10 from the one /64), then nothing.
    expect(checked).toBe(defaults.THROTTLE_ACCOUNT_FAILURES);
    expect(await throttle.login.take(account, "203.0.113.200")).toBe(86_400);
    // The owner, at the address the account logged in from, still gets in.
    expect(await throttle.login.take(account, "192.0.2.7")).toBe(0);
  });
});

describe("in Redis (REDIS_URL)", () => {
  const redis = sharedTestRedis();

  it("shares the counts between instances, atomically, and an operator's unlock clears them", async () => {
    const connection = await redis.connect();
    const store = { kind: "redis", connection, keyPrefix: "test:" } as const;
    // Two web instances, each with its own throttle over the same Redis.
    const [first, second] = [
      createAuthThrottle(settings, store),
      createAuthThrottle(settings, store),
    ];
    const waits = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        (n % 2 ? first : second).login.take("mona@gmail.com", "203.0.113.1"),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(await first.login.take("mona@gmail.com", "203.0.113.1")).toBeGreaterThan(890);
    expect(await second.login.take("mona@gmail.com", "198.51.100.1")).toBe(0);

    const cleared = await connection.run((client) =>
      clearRedisCounts(client, "test:", "MONA@gmail.com"),
    );
    expect(cleared).toBe(3);
    expect(await second.login.take("mona@gmail.com", "203.0.113.1")).toBe(0);
  });

  it("counts in memory while Redis is away, and never waits on it", async () => {
    const connection = await redis.connect();
    const throttle = createAuthThrottle(settings, {
      kind: "redis",
      connection,
      keyPrefix: "away:",
    });
    connection.close();
    const started = Date.now();
    await fail(throttle, "omar@gmail.com", "203.0.113.2", 3);
    expect(await throttle.login.take("omar@gmail.com", "203.0.113.2")).toBe(900);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
