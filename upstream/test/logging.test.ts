import { randomUUID } from "node:crypto";
import { DrizzleQueryError } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { App } from "../src/http/context";
import { hashForLog } from "../src/log";
import type { MailMessage } from "../src/mail";
import { unsubscribeToken } from "../src/reminders";
import {
  type CapturedLogs,
  type RequestOptions,
  appWith,
  callApp,
  captureLogs,
  createUser,
  getTestContext,
  multipart,
  resetDatabase,
  samples,
} from "./helpers";

/** Bytes no log line may hold: they are in the uploaded document only. */
const marker = "MARKER-f3b1c9e07a-DO-NOT-LOG";

let logs: CapturedLogs;
let app: App;
const sent: MailMessage[] = [];

/** Every request the test sends, so the log can be checked against them. */
let requestCount = 0;

function send(method: string, pathAndQuery: string, options?: RequestOptions): Promise<Response> {
  requestCount += 1;
  return callApp(app, method, pathAndQuery, options);
}

const requestLines = () => logs.lines().filter((line) => typeof line.status === "number");

beforeAll(async () => {
  await resetDatabase();
  logs = captureLogs();
  app = await appWith(
    { RESET_LINK_BASE: "http://localhost:3000/ForgotPassword" },
    { mailer: { send: async (message) => void sent.push(message) }, logger: logs.logger },
  );
});

describe("request log lines", () => {
  it("log a student's signup, login, upload and password reset without any password, token, link or file byte", async () => {
    const name = `logs${randomUUID().slice(0, 8)}`;
    const email = `${name}@gmail.com`;
    const password = "SignupSecret123";
    const newPassword = "ResetSecret456";

    const signup = await send("POST", "/api/Authentication", {
      json: {
        firstname: "Log",
        lastname: "Test",
        userName: name,
        password,
        email,
        phoneNumber: "01012345678",
        gender: 1,
      },
    });
    expect(signup.status).toBe(200);
    const { userId } = (await signup.json()) as { userId: string };
    const login = await send("POST", "/api/Authentication/login", { json: { email, password } });
    expect(login.status).toBe(200);
    const studentToken = ((await login.json()) as { token: string }).token;
    expect(
      (await send("GET", `/api/Students/Enrollements/${userId}`, { token: studentToken })).status,
    ).toBe(200);

    const admin = await createUser("Admin", `logadmin${randomUUID().slice(0, 6)}`);
    const adminLogin = await send("POST", "/api/Admin/AdminLogin", {
      json: { email: admin.email, password: admin.password },
    });
    expect(adminLogin.status).toBe(200);
    const adminToken = ((await adminLogin.json()) as { token: string }).token;
    const created = await send("POST", "/api/Documents/Product", {
      token: adminToken,
      json: { title: "Logged sheet", description: "d", price: 0 },
    });
    expect(created.status).toBe(201);
    const { productId } = (await created.json()) as { productId: number };
    const document = Buffer.concat([samples.pdf, Buffer.from(marker)]);
    const upload = await send("POST", `/api/Documents/Product/UploadFile/${productId}`, {
      token: adminToken,
      body: multipart(document, "sheet.pdf", 0),
    });
    expect(upload.status).toBeLessThan(300);
    const download = await send("GET", `/api/Documents/Product/GetFileBiProductId/${productId}`, {
      token: adminToken,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).includes(marker)).toBe(true);
    // A file answer is a Response of its own: it still carries the request id.
    expect(download.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    expect(
      (await send("POST", `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`))
        .status,
    ).toBe(200);
    const link = new URL(sent.at(-1)!.text.match(/http:\/\/\S+/)![0]);
    const resetToken = link.searchParams.get("token")!;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reset = await send("POST", "/api/Authentication/resetpassword", {
      json: { email, token: resetToken, newPassword },
    });
    expect(reset.status).toBe(201);
    expect(
      (await send("POST", "/api/Authentication/login", { json: { email, password: newPassword } }))
        .status,
    ).toBe(200);
    expect(
      (await send("GET", "/api/Documents/Products?search=secretsearchterm&page=1")).status,
    ).toBe(200);

    const raw = logs.raw();
    for (const secret of [
      password,
      newPassword,
      admin.password,
      studentToken,
      adminToken,
      resetToken,
      link.toString(),
      marker,
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain(document.toString("base64").slice(0, 40));
    expect(raw.toLowerCase()).not.toContain(email);
    expect(raw).not.toContain("secretsearchterm");

    const lines = requestLines();
    expect(lines).toHaveLength(requestCount);
    for (const line of lines) {
      expect(line).toEqual(
        expect.objectContaining({
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          level: expect.stringMatching(/^(debug|info|warn|error)$/),
          method: expect.stringMatching(/^(GET|POST|PUT|DELETE)$/),
          path: expect.stringMatching(/^\/[^?]*$/),
          status: expect.any(Number),
          durationMs: expect.any(Number),
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      );
    }
    expect(lines.map((line) => `${line.method} ${line.path} ${line.status}`)).toContain(
      `POST /api/Authentication/forgotpassword/email:${hashForLog(email)} 200`,
    );
    expect(lines.map((line) => line.path)).toContain("/api/Documents/Products");
  });

  it("log a calendar feed read and an unsubscribe without the feed's or the link's token", async () => {
    const { jwtSecret } = await getTestContext();
    const student = await createUser("Student", `logfeed${randomUUID().slice(0, 6)}`);
    const tokenAnswer = await send("GET", "/api/LiveSessions/Calendar/Token", {
      token: student.token,
    });
    expect(tokenAnswer.status).toBe(200);
    const { token: feedToken } = (await tokenAnswer.json()) as { token: string };
    const feed = await send("GET", `/api/LiveSessions/Calendar/Feed/${feedToken}`, {
      headers: { "X-Request-Id": "feed-read-1" },
    });
    expect(feed.status).toBe(200);
    const unsubscribe = unsubscribeToken(jwtSecret, student.id);
    expect(
      (await send("POST", "/api/Reminders/Unsubscribe", { json: { token: unsubscribe } })).status,
    ).toBeLessThan(300);

    const raw = logs.raw();
    expect(raw).not.toContain(feedToken);
    expect(raw).not.toContain(unsubscribe);
    expect(requestLines().find((line) => line.requestId === "feed-read-1")).toMatchObject({
      path: "/api/LiveSessions/Calendar/Feed/[redacted]",
      status: 200,
    });
  });

  it("take a safe x-request-id from the caller and return it; replace an unsafe one with a new id", async () => {
    const given = await send("GET", "/health", { headers: { "X-Request-Id": "web-7f3a_1=" } });
    expect(given.headers.get("x-request-id")).toBe("web-7f3a_1=");
    const unsafe = await send("GET", "/health", {
      headers: { "X-Request-Id": 'bad id"with spaces' },
    });
    const replaced = unsafe.headers.get("x-request-id");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await send("GET", "/health", { headers: { "X-Request-Id": "a".repeat(129) } });
    expect(tooLong.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const health = requestLines().filter((line) => line.path === "/health");
    expect(health.map((line) => line.requestId)).toEqual(
      expect.arrayContaining(["web-7f3a_1=", replaced]),
    );
    expect(health.every((line) => line.level === "debug")).toBe(true);
    expect(logs.raw()).not.toContain("bad id");
  });

  it("log a 404 at info and give it an id too", async () => {
    const response = await send("GET", "/no/such/endpoint", {
      headers: { "X-Request-Id": "missing-1" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("missing-1");
    expect(requestLines().find((line) => line.requestId === "missing-1")).toMatchObject({
      level: "info",
      status: 404,
    });
  });
});

describe("throttling decisions", () => {
  it("log the refused rule with the request id and the account's pseudonym, never the address", async () => {
    const { database, jwtSecret, dataDir } = await getTestContext();
    const throttledLogs = captureLogs();
    const throttled = createApp({
      db: database.db,
      config: loadConfig({ UPSTREAM_DATA_DIR: dataDir, THROTTLE_ACCOUNT_REQUESTS: "1" }),
      jwtSecret,
      mailer: { send: async () => undefined },
      logger: throttledLogs.logger,
    });
    const email = `throttled${randomUUID().slice(0, 8)}@gmail.com`;
    const forgot = (id: string) =>
      throttled.request(
        `http://upstream.test/api/Authentication/forgotpassword/${encodeURIComponent(email)}`,
        {
          method: "POST",
          headers: { "X-Request-Id": id },
        },
      );
    expect((await forgot("first-1")).status).toBe(404);
    expect((await forgot("second-2")).status).toBe(429);

    const refusal = throttledLogs.lines().find((line) => line.msg === "throttled: request refused");
    expect(refusal).toMatchObject({
      level: "warn",
      requestId: "second-2",
      rule: "reset_mail_account",
      accountHash: hashForLog(email),
    });
    expect(
      throttledLogs.lines().find((line) => line.requestId === "second-2" && line.status === 429),
    ).toMatchObject({
      level: "warn",
    });
    expect(throttledLogs.raw().toLowerCase()).not.toContain(email);
  });
});

describe("unexpected errors", () => {
  it("answer 500 and log the error with the request id, without a failed query's parameters", async () => {
    const { database, jwtSecret, dataDir } = await getTestContext();
    const failingLogs = captureLogs();
    const secretParam = "QueryParamSecret-9d2e";
    const failingDb = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "select") return Reflect.get(target, property, receiver) as unknown;
        return () => {
          throw new DrizzleQueryError(
            "select * from projects where note = $1",
            [secretParam],
            new Error("connection lost"),
          );
        };
      },
    });
    const failing = createApp({
      db: failingDb,
      config: loadConfig({ UPSTREAM_DATA_DIR: dataDir }),
      jwtSecret,
      mailer: { send: async () => undefined },
      logger: failingLogs.logger,
    });
    const response = await failing.request("http://upstream.test/api/projects", {
      headers: { "X-Request-Id": "boom-1" },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("boom-1");

    const error = failingLogs.lines().find((line) => line.msg === "unexpected error");
    expect(error).toMatchObject({
      level: "error",
      requestId: "boom-1",
      err: {
        message: "Failed query: select * from projects where note = $1",
        cause: { message: "connection lost" },
      },
    });
    expect(
      failingLogs.lines().find((line) => line.requestId === "boom-1" && line.status === 500),
    ).toMatchObject({
      level: "error",
    });
    expect(failingLogs.raw()).not.toContain(secretParam);
  });
});
