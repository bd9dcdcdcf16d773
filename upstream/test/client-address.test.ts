// Web instances on machines of their own, seen by a real listening upstream: each visitor is
// counted by their own address, never by the web instance they came through.
import { request } from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { listen, type Listener } from "../src/http/listen";
import { createUser, throttledApp, type TestUser } from "./helpers";

// Two web instances (127.0.0.2, 127.0.0.3) and the upstream's own balancer (127.0.0.4); visitors
// on other loopback addresses. Small limits: 5 failed logins per address, 3 reset e-mails per
// address (the defaults are 100 and 20).
const WEB1 = "127.0.0.2";
const WEB2 = "127.0.0.3";
const UPSTREAM_BALANCER = "127.0.0.4";

interface Answer {
  status: number;
}

/** A POST to the listening upstream from the local address `from`, with `X-Forwarded-For` when given. */
function post(
  listener: Listener,
  path: string,
  init: { from: string; forwardedFor?: string; json?: unknown },
): Promise<Answer> {
  const body = init.json === undefined ? "" : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: listener.port,
        localAddress: init.from,
        method: "POST",
        path,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          ...(init.forwardedFor ? { "X-Forwarded-For": init.forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// Listening on every interface of both families (`::`), as an upstream on its own machine may:
// IPv4 peers then arrive as `::ffff:127.0.0.2`. And on one IPv4 address, as by default.
describe.each(["::", "127.0.0.1"])(
  "an upstream listening on %s with TRUSTED_PROXIES naming the web instances",
  (hostname) => {
    let listener: Listener;
    let student: TestUser;

    beforeAll(async () => {
      const { app } = await throttledApp({
        TRUSTED_PROXIES: `${WEB1},${WEB2},${UPSTREAM_BALANCER}`,
        THROTTLE_LOGIN_FAILURES: "3",
        THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "5",
        THROTTLE_ACCOUNT_REQUESTS: "50",
        THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: "3",
      });
      listener = await listen(app.fetch, { hostname, port: 0, graceMs: 0 });
      student = await createUser("Student", `peer${randomUUID().slice(0, 8)}`);
    });

    afterAll(async () => {
      await listener.close();
    });

    const login = (email: string, password: string, from: string, forwardedFor?: string) =>
      post(listener, "/api/Authentication/login", {
        from,
        forwardedFor,
        json: { email, password },
      });
    const madeUp = (n: number) => `nobody${n}-${randomUUID().slice(0, 6)}@example.com`;
    /** Five failed logins (401 each) to made-up accounts: the per-address limit used up. */
    const failFiveTimes = async (from: string, forwardedFor: string) => {
      for (let n = 0; n < 5; n++) {
        expect((await login(madeUp(n), "WrongPassword1", from, forwardedFor)).status).toBe(401);
      }
    };

    it("refuses the visitor who failed, never another visitor of the same web instance", async () => {
      const guesser = hostname === "::" ? "127.0.0.10" : "127.0.0.20";
      const owner = hostname === "::" ? "127.0.0.11" : "127.0.0.21";
      await failFiveTimes(WEB1, guesser);
      expect((await login(madeUp(5), "WrongPassword1", WEB1, guesser)).status).toBe(429);
      // Before: the upstream counted the web instance, so its every visitor was refused (429).
      expect((await login(student.email, student.password, WEB1, owner)).status).toBe(200);
      expect((await login(student.email, student.password, WEB2, owner)).status).toBe(200);
      expect((await login(student.email, student.password, WEB2, guesser)).status).toBe(429);
    });

    it("counts a visitor who reaches the upstream directly by their own address, whatever X-Forwarded-For says", async () => {
      const direct = hostname === "::" ? "127.0.0.12" : "127.0.0.22";
      const claimed = hostname === "::" ? "127.0.0.13" : "127.0.0.23";
      await failFiveTimes(direct, claimed);
      expect((await login(student.email, student.password, direct, claimed)).status).toBe(429);
      expect((await login(student.email, student.password, WEB1, claimed)).status).toBe(200);
    });

    it("sees the visitor through a balancer in front of the upstream (the web instance's entry is skipped)", async () => {
      const guesser = hostname === "::" ? "127.0.0.14" : "127.0.0.24";
      const owner = hostname === "::" ? "127.0.0.15" : "127.0.0.25";
      await failFiveTimes(UPSTREAM_BALANCER, `${guesser}, ${WEB1}`);
      expect(
        (await login(student.email, student.password, UPSTREAM_BALANCER, `${guesser}, ${WEB1}`))
          .status,
      ).toBe(429);
      expect(
        (await login(student.email, student.password, UPSTREAM_BALANCER, `${owner}, ${WEB1}`))
          .status,
      ).toBe(200);
    });

    it("counts reset e-mails per visitor: one visitor's requests leave another's alone", async () => {
      const sender = hostname === "::" ? "127.0.0.16" : "127.0.0.26";
      const owner = hostname === "::" ? "127.0.0.17" : "127.0.0.27";
      const forgot = (email: string, forwardedFor: string) =>
        post(listener, `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`, {
          from: WEB1,
          forwardedFor,
        });
      for (let n = 0; n < 3; n++) expect((await forgot(madeUp(n), sender)).status).toBe(404);
      expect((await forgot(student.email, sender)).status).toBe(429);
      expect((await forgot(student.email, owner)).status).toBe(200);
    });
  },
);

describe("TRUSTED_PROXIES", () => {
  it("takes addresses, subnets, loopback and none, and names a malformed entry", () => {
    expect(
      loadConfig({ TRUSTED_PROXIES: "10.0.0.11, 10.0.1.0/24,fd00::/8,loopback" }).TRUSTED_PROXIES,
    ).toEqual(["10.0.0.11", "10.0.1.0/24", "fd00::/8", "loopback"]);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.11,web1.internal" })).toThrow(
      /TRUSTED_PROXIES must list addresses/,
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
  });
});
