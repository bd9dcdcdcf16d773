import { sessionDto } from "@brightway/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createApp } from "../src/app";
import { issueResetToken } from "../src/password-reset";
import { deviceLabel, endAllSessions } from "../src/sessions";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import { call, createUser, getTestContext, resetDatabase, type TestUser } from "./helpers";

// Extension "Sessions" (EXTENSIONS.md): a token counts only while its server-side session lives.

const endedShape = z
  .object({ status: z.literal(401), reason: z.string(), detail: z.string() })
  .passthrough();

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Logs `user` in through the student or admin endpoint, as a browser with `userAgent`. */
async function login(user: TestUser, userAgent = chromeOnWindows): Promise<string> {
  const path = user.role === "Admin" ? "/api/Admin/AdminLogin" : "/api/Authentication/login";
  const response = await call("POST", path, {
    json: { email: user.email, password: user.password },
    headers: { "User-Agent": userAgent },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A protected read with `token`: the student's own profile (admins: the students list). */
const protectedRead = (user: TestUser, token: string) =>
  call("GET", user.role === "Admin" ? "/api/Students" : `/api/Students/${user.id}`, { token });

async function expectEnded(response: Response, reason: string) {
  expect(response.status).toBe(401);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  expect(endedShape.parse(await response.json()).reason).toBe(reason);
}

describe("extension Sessions", () => {
  freshCallersBeforeEach();

  afterEach(() => {
    vi.useRealTimers();
  });

  it("logout ends the session: the same token is refused afterwards with reason signed-out", async () => {
    const token = await login(student);
    expect((await protectedRead(student, token)).status).toBe(200);
    expect((await call("POST", "/api/Sessions/Logout", { token })).status).toBe(204);
    await expectEnded(await protectedRead(student, token), "signed-out");
    // A second logout with the ended token is a 401 too (nothing to end).
    await expectEnded(await call("POST", "/api/Sessions/Logout", { token }), "signed-out");
  });

  it("a token without a session (the legacy layout) is refused", async () => {
    const { jwtSecret } = await getTestContext();
    const { signToken } = await import("../src/auth/tokens");
    const legacy = await signToken({ id: student.id, role: "Student" }, jwtSecret);
    await expectEnded(await protectedRead(student, legacy), "expired");
  });

  it("a password reset ends every session of the student", async () => {
    const { database } = await getTestContext();
    const first = await login(student);
    const second = await login(student, safariOnIphone);
    const resetToken = await issueResetToken(database.db, student.id);
    const reset = await call("POST", "/api/Authentication/resetpassword", {
      json: { email: student.email, token: resetToken, newPassword: "BrandNewPass42" },
    });
    expect(reset.status).toBe(201);
    await expectEnded(await protectedRead(student, first), "password-changed");
    await expectEnded(await protectedRead(student, second), "password-changed");
  });

  it("lists my sessions with the browser and system, the current one marked, and ends the others", async () => {
    const mine = await login(student, chromeOnWindows);
    const other = await login(student, safariOnIphone);
    const listed = z
      .array(sessionDto.exact)
      .parse(await (await call("GET", "/api/Sessions/Mine", { token: mine })).json());
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ label: "Chrome on Windows", current: true });
    expect(listed[1]).toMatchObject({ label: "Safari on iPhone", current: false });

    const ended = await call("POST", "/api/Sessions/Mine/EndOthers", { token: mine });
    expect(await ended.json()).toEqual({ ended: 1 });
    await expectEnded(await protectedRead(student, other), "signed-out");
    expect((await protectedRead(student, mine)).status).toBe(200);
  });

  it("ends one of my sessions by id, and not another user's (404)", async () => {
    const mine = await login(student);
    const other = await login(student, safariOnIphone);
    const list = z
      .array(sessionDto.exact)
      .parse(await (await call("GET", "/api/Sessions/Mine", { token: mine })).json());
    const otherId = list.find((row) => !row.current)!.id;
    const stranger = await createUser("Student");
    expect(
      (await call("DELETE", `/api/Sessions/Mine/${otherId}`, { token: await login(stranger) }))
        .status,
    ).toBe(404);
    expect((await call("DELETE", `/api/Sessions/Mine/${otherId}`, { token: mine })).status).toBe(
      204,
    );
    await expectEnded(await protectedRead(student, other), "signed-out");
    expect((await call("DELETE", "/api/Sessions/Mine/not-a-guid", { token: mine })).status).toBe(
      400,
    );
  });

  it("a third login of a student (default cap 2) ends the oldest session with reason replaced", async () => {
    const first = await login(student);
    const second = await login(student, safariOnIphone);
    const third = await login(student);
    await expectEnded(await protectedRead(student, first), "replaced");
    expect((await protectedRead(student, second)).status).toBe(200);
    expect((await protectedRead(student, third)).status).toBe(200);
  });

  it("the device cap is an admin setting: 0 means no cap; a student cannot read or change it", async () => {
    const adminToken = await login(admin);
    expect(await (await call("GET", "/api/Settings", { token: adminToken })).json()).toEqual({
      maxStudentDevices: 2,
    });
    const studentToken = await login(student);
    expect((await call("GET", "/api/Settings", { token: studentToken })).status).toBe(403);
    expect(
      (await call("PUT", "/api/Settings", { token: studentToken, json: { maxStudentDevices: 0 } }))
        .status,
    ).toBe(403);
    expect((await call("GET", "/api/Settings")).status).toBe(401);
    expect(
      (await call("PUT", "/api/Settings", { token: adminToken, json: { maxStudentDevices: -1 } }))
        .status,
    ).toBe(400);
    const put = await call("PUT", "/api/Settings", {
      token: adminToken,
      json: { maxStudentDevices: 0 },
    });
    expect(await put.json()).toEqual({ maxStudentDevices: 0 });

    const tokens = [studentToken, await login(student), await login(student), await login(student)];
    for (const token of tokens) expect((await protectedRead(student, token)).status).toBe(200);

    await call("PUT", "/api/Settings", { token: adminToken, json: { maxStudentDevices: 1 } });
    const only = await login(student);
    for (const token of tokens) await expectEnded(await protectedRead(student, token), "replaced");
    expect((await protectedRead(student, only)).status).toBe(200);
  });

  it("admins have no device cap", async () => {
    const tokens = [await login(admin), await login(admin), await login(admin)];
    for (const token of tokens) expect((await protectedRead(admin, token)).status).toBe(200);
  });

  it("an admin lists and ends a student's sessions; a student cannot", async () => {
    const adminToken = await login(admin);
    const first = await login(student);
    const second = await login(student, safariOnIphone);
    const listed = z
      .array(sessionDto.exact)
      .parse(
        await (
          await call("GET", `/api/Sessions/Students/${student.id}`, { token: adminToken })
        ).json(),
      );
    // The helper's own session of `student` counts too until the cap replaced it.
    expect(listed.map((row) => row.label).sort()).toEqual([
      "Chrome on Windows",
      "Safari on iPhone",
    ]);
    expect(listed.every((row) => !row.current)).toBe(true);
    expect(
      (await call("GET", `/api/Sessions/Students/${student.id}`, { token: first })).status,
    ).toBe(403);
    expect(
      (await call("GET", `/api/Sessions/Students/${admin.id}`, { token: adminToken })).status,
    ).toBe(404);

    const firstId = listed.find((row) => row.label === "Chrome on Windows")!.id;
    expect(
      (
        await call("DELETE", `/api/Sessions/Students/${student.id}/${firstId}`, {
          token: adminToken,
        })
      ).status,
    ).toBe(204);
    await expectEnded(await protectedRead(student, first), "signed-out");
    const all = await call("DELETE", `/api/Sessions/Students/${student.id}`, { token: adminToken });
    expect(await all.json()).toEqual({ ended: 1 });
    await expectEnded(await protectedRead(student, second), "signed-out");
  });

  it("an admin's session ends after 30 idle minutes, and a used one lives on to 12 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const idle = await login(admin);
    const busy = await login(admin);
    for (let minute = 0; minute < 13 * 60; minute += 29) {
      // `busy` makes a request every 29 minutes; `idle` waits.
      vi.setSystemTime(new Date(Date.now() + 29 * 60 * 1000));
      if (minute === 29) await expectEnded(await protectedRead(admin, idle), "idle");
      const answer = await protectedRead(admin, busy);
      if (minute + 29 < 12 * 60) expect(answer.status).toBe(200);
      else {
        await expectEnded(answer, "expired");
        break;
      }
    }
  });

  it("a student's session survives 13 idle days but not 14", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await login(student);
    vi.setSystemTime(new Date(Date.now() + 13 * 24 * 3600 * 1000));
    expect((await protectedRead(student, token)).status).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 14 * 24 * 3600 * 1000));
    await expectEnded(await protectedRead(student, token), "idle");
  });

  it("endAllSessions ends all but the one excepted and says how many", async () => {
    const { database } = await getTestContext();
    const keep = await login(student);
    const list = z
      .array(sessionDto.exact)
      .parse(await (await call("GET", "/api/Sessions/Mine", { token: keep })).json());
    const keepId = list.find((row) => row.current)!.id;
    const gone = await login(student, safariOnIphone);
    expect(
      await endAllSessions(database.db, student.id, { except: keepId, reason: "email-changed" }),
    ).toBe(1);
    await expectEnded(await protectedRead(student, gone), "email-changed");
    expect((await protectedRead(student, keep)).status).toBe(200);
  });

  it("answers 404 for every sessions endpoint when the extension is off, and tokens work as legacy ones", async () => {
    const { database, jwtSecret, config } = await getTestContext();
    const legacyApp = createApp({
      db: database.db,
      config: { ...config, UPSTREAM_SESSIONS: "false" },
      jwtSecret,
      mailer: { send: async () => undefined },
    });
    const request = (path: string, init: RequestInit = {}) =>
      legacyApp.request(`http://upstream.test${path}`, init);
    const loginAnswer = await request("/api/Authentication/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: student.email, password: student.password }),
    });
    const { token } = (await loginAnswer.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request("/api/Sessions/Mine", { headers: auth })).status).toBe(404);
    expect((await request(`/api/Students/${student.id}`, { headers: auth })).status).toBe(200);
  });
});

describe("the device of a login", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("is read from X-Client-User-Agent only when the web app (a trusted proxy) sends it", async () => {
    const { app } = await getTestContext();
    const student = await createUser("Student");
    const loginFrom = async (peer: string) => {
      const response = await app.request(
        "http://upstream.test/api/Authentication/login",
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "node",
            "X-Client-User-Agent": safariOnIphone,
            "X-Forwarded-For": "203.0.113.9",
          },
          body: JSON.stringify({ email: student.email, password: student.password }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      return ((await response.json()) as { token: string }).token;
    };
    const viaWebApp = await loginFrom("127.0.0.1");
    const direct = await loginFrom("198.51.100.7");
    const currentSession = async (token: string) =>
      z
        .array(sessionDto.exact)
        .parse(await (await call("GET", "/api/Sessions/Mine", { token })).json())
        .find((row) => row.current);
    expect(await currentSession(viaWebApp)).toMatchObject({
      label: "Safari on iPhone",
      address: "203.0.113.9",
    });
    expect(await currentSession(direct)).toMatchObject({
      label: "Unknown browser on unknown system",
      address: "198.51.100.7",
    });
  });
});

describe("deviceLabel", () => {
  it("names the browser and the system", () => {
    expect(deviceLabel(chromeOnWindows)).toBe("Chrome on Windows");
    expect(deviceLabel(safariOnIphone)).toBe("Safari on iPhone");
    expect(
      deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toBe("Firefox on Linux");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ),
    ).toBe("Edge on macOS");
    expect(deviceLabel(undefined)).toBe("Unknown browser on unknown system");
  });
});
