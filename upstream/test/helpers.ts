import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { problemDetails } from "@brightway/contract";
import { expect } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword, setPasswordCost } from "../src/auth/passwords";
import { signToken } from "../src/auth/tokens";
import { createApp } from "../src/app";
import { loadConfig, type UpstreamConfig } from "../src/config";
import { type DatabaseHandle, openDatabase, wipeDatabase } from "../src/db/client";
import { courses, files, orders, packages, products, users } from "../src/db/schema";
import type { App, AppDeps } from "../src/http/context";
import {
  createMemoryAuthThrottle,
  createPostgresAuthThrottle,
  type AuthThrottle,
} from "../src/http/throttle";
import { createLogger, type Logger } from "../src/log";
import { createMailer } from "../src/mail";
import { startSession } from "../src/sessions";

/** The shared test app over one database: PGlite in memory, or `TEST_DATABASE_URL` when set. */
export interface TestContext {
  app: App;
  database: DatabaseHandle;
  dataDir: string;
  jwtSecret: Uint8Array;
  config: UpstreamConfig;
}

/** The shared test app's settings. */
async function testConfig(): Promise<UpstreamConfig> {
  return (await getTestContext()).config;
}

let shared: Promise<TestContext> | undefined;

/** One database and app per test run (PGlite starts in ~5 s, so every test file reuses it). */
export function getTestContext(): Promise<TestContext> {
  shared ??= (async () => {
    // Production hashes at scrypt 2^17 (about 0.25 s each); the contract tests hash hundreds of
    // passwords, so they run at 2^12 (test/passwords.test.ts asserts the production default).
    setPasswordCost(12);
    const dataDir = mkdtempSync(path.join(tmpdir(), "upstream-test-"));
    const config = loadConfig({
      UPSTREAM_DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      RESET_LINK_BASE: "http://localhost:3000/ForgotPassword",
      ADMIN_EMAIL: "admin@example.com",
      // In-process requests have no client address, so every test shares one ("unknown"); the
      // limits are tested on apps of their own (test/throttle.test.ts).
      THROTTLE_LOGIN_FAILURES: "1000",
      THROTTLE_LOGIN_FAILURES_PER_ADDRESS: "100000",
      THROTTLE_ACCOUNT_FAILURES: "100000",
      THROTTLE_ACCOUNT_REQUESTS: "1000",
      THROTTLE_ACCOUNT_REQUESTS_PER_ADDRESS: "100000",
    });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    const jwtSecret = new TextEncoder().encode("test-jwt-secret-test-jwt-secret-0123456789");
    const mailer = createMailer({ from: config.MAIL_FROM, dataDir });
    const app = createApp({ db: database.db, config, jwtSecret, mailer });
    return { app, database, dataDir, jwtSecret, config };
  })();
  return shared;
}

/** Empties every table: call in `beforeEach` (or `beforeAll`) for a fresh database. */
export async function resetDatabase(): Promise<TestContext> {
  const context = await getTestContext();
  await wipeDatabase(context.database.db);
  return context;
}

/** The shared test database (Drizzle), for inserting fixtures and reading what a request stored. */
export async function testDb(): Promise<DatabaseHandle["db"]> {
  return (await getTestContext()).database.db;
}

/**
 * An app of its own over the shared test database: settings from `env` (over a data folder of the
 * shared one and the admin e-mail `admin@example.com`), and the given clock, mailer, logger or
 * throttle; by default the shared app's mailer (the outbox) and no clock.
 */
export async function appWith(
  env: Record<string, string | undefined> = {},
  deps: Partial<Omit<AppDeps, "db" | "config" | "jwtSecret">> = {},
): Promise<App> {
  const { database, dataDir, jwtSecret } = await getTestContext();
  const config = loadConfig({
    UPSTREAM_DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@example.com",
    ...env,
  });
  const mailer = createMailer({ from: config.MAIL_FROM, dataDir });
  return createApp({ db: database.db, config, jwtSecret, mailer, ...deps });
}

/**
 * An app of its own with a throttle of its own, fresh (on PostgreSQL, `TEST_DATABASE_URL`, the
 * counts live in the database as in a deployment, and are emptied; in PGlite, in memory), settings
 * from `env` over the shared data folder, and a mailer that keeps nothing: only answers matter.
 */
export async function throttledApp(
  env: Record<string, string | undefined> = {},
): Promise<{ app: App; throttle: AuthThrottle }> {
  const { database, jwtSecret, dataDir } = await getTestContext();
  const config = loadConfig({ UPSTREAM_DATA_DIR: dataDir, ...env });
  let throttle: AuthThrottle;
  if (database.pool) {
    throttle = await createPostgresAuthThrottle(config, database.pool);
    await database.pool.query("DELETE FROM rate_limits");
  } else {
    throttle = createMemoryAuthThrottle(config);
  }
  const mailer = { send: async () => undefined };
  const app = createApp({ db: database.db, config, jwtSecret, mailer, throttle });
  return { app, throttle };
}

/**
 * Inserts `values` into `table` of the shared test database and returns the stored rows (with
 * their defaults and generated ids), in order: fixtures written directly, without the API.
 */
export async function insertRows<T extends PgTable>(
  table: T,
  values: PgInsertValue<T>[],
): Promise<T["$inferSelect"][]> {
  const db = await testDb();
  return (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
}

/** Inserts one row into `table` of the shared test database and returns it, as stored. */
export async function insertRow<T extends PgTable>(
  table: T,
  values: PgInsertValue<T>,
): Promise<T["$inferSelect"]> {
  const [row] = await insertRows(table, [values]);
  return row!;
}

/**
 * Inserts the on-demand course most tests buy ("Steel Design", 30 hours, and the columns of
 * `course`) with one package ("3 months" at 1500 EGP, and the columns of `pack`); returns both rows.
 */
export async function insertCourseWithPackage(
  course: Partial<typeof courses.$inferInsert> = {},
  pack: Partial<typeof packages.$inferInsert> = {},
) {
  const courseRow = await insertRow(courses, {
    kind: "onDemand",
    name: "Steel Design",
    hours: "30",
    ...course,
  });
  const packageRow = await insertRow(packages, {
    courseId: courseRow.id,
    name: "3 months",
    durationByMonthes: 3,
    price: 1500,
    ...pack,
  });
  return { course: courseRow, pack: packageRow };
}

/**
 * An app of its own (see {@link appWith}, settings from `env`) on a clock the test moves:
 * `reset()` (in `beforeEach`) sets `now` back to `start` and builds the app, which reads `now`
 * on every request; `send` calls the app of the last reset (as {@link call} the shared one).
 */
export function appOnClock(start: string, env: Record<string, string | undefined> = {}) {
  let app: App | undefined;
  const clock = {
    now: new Date(start),
    async reset(): Promise<void> {
      clock.now = new Date(start);
      app = await appWith(env, { now: () => clock.now });
    },
    send(method: string, pathAndQuery: string, options?: RequestOptions): Promise<Response> {
      if (!app) throw new Error("appOnClock: call reset() first (in beforeEach)");
      return callApp(app, method, pathAndQuery, options);
    },
  };
  return clock;
}

/**
 * Inserts the online course the order and dashboard tests use ("Live ETABS", 20 hours, 100 USD,
 * and the columns of `course`); returns its row.
 */
export function insertLiveEtabs(course: Partial<typeof courses.$inferInsert> = {}) {
  return insertRow(courses, {
    kind: "online",
    name: "Live ETABS",
    hours: "20",
    defaultPrice: 100,
    ...course,
  });
}

/**
 * Inserts one of each thing a student orders: the product "Beam tables" (120 USD) and the course
 * of {@link insertCourseWithPackage}; returns the `POST /api/Orders` bodies that buy them.
 */
export async function insertOrderables(paymentMethod: string) {
  const product = await insertRow(products, { title: "Beam tables", price: 120 });
  const { course, pack } = await insertCourseWithPackage();
  return {
    productBody: { kind: "product", productId: product.id, paymentMethod },
    packageBody: { kind: "package", courseId: course.id, packageId: pack.id, paymentMethod },
  };
}

/** Inserts an on-demand course directly (no upload, no package) and returns its id. */
export async function insertOnDemandCourse(name: string, hours: string): Promise<string> {
  const [course] = await (
    await testDb()
  )
    .insert(courses)
    .values({ kind: "onDemand", name, hours })
    .returning({ id: courses.id });
  return course!.id;
}

/** A test account with a valid bearer token. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: "Admin" | "Student";
  /** The server-side session of `token`. */
  sessionId: string;
}

/**
 * Inserts an account directly and signs a token for it.
 * Students get first name "Test", last name from `name`.
 */
export async function createUser(
  role: "Admin" | "Student",
  name = randomUUID().slice(0, 8),
): Promise<TestUser> {
  const { database, jwtSecret } = await getTestContext();
  const id = randomUUID();
  const email = `${name}@gmail.com`.toLowerCase();
  const password = "Password1234";
  await database.db.insert(users).values({
    id,
    role,
    userName: name,
    email,
    passwordHash: await hashPassword(password),
    firstName: role === "Student" ? "Test" : null,
    lastName: role === "Student" ? name : null,
    phoneNumber: "01000000000",
  });
  // A token as a login gives it: with a server-side session (extension "Sessions").
  const { sessionId } = await startSession(database.db, {
    userId: id,
    role,
    config: await testConfig(),
    userAgent: "vitest",
  });
  return {
    id,
    email,
    password,
    role,
    sessionId,
    token: await signToken({ id, role, sessionId }, jwtSecret),
  };
}

/** The four callers of the auth matrix: anonymous, a student, another student, an admin. */
export async function createCallers(): Promise<{
  student: TestUser;
  otherStudent: TestUser;
  admin: TestUser;
}> {
  return {
    student: await createUser("Student", `student${randomUUID().slice(0, 6)}`),
    otherStudent: await createUser("Student", `other${randomUUID().slice(0, 6)}`),
    admin: await createUser("Admin", `admin${randomUUID().slice(0, 6)}`),
  };
}

/** Empties every table and creates the callers of the auth matrix: the usual `beforeEach`. */
export async function freshCallers(): Promise<Awaited<ReturnType<typeof createCallers>>> {
  await resetDatabase();
  return createCallers();
}

/** What {@link call} and {@link callApp} send besides the method and path. */
export interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: RequestInit["body"];
  headers?: Record<string, string>;
}

/** Sends a request to the shared test app (`app.request`) with an optional token and JSON body. */
export async function call(
  method: string,
  pathAndQuery: string,
  options: RequestOptions = {},
): Promise<Response> {
  return callApp((await getTestContext()).app, method, pathAndQuery, options);
}

/**
 * Publishes (or, with `published` false, takes back to a draft) an item created through the API,
 * which starts as a draft (extension "Publishing"), with an admin's `token`.
 */
export async function publish(
  kind: "onDemandCourse" | "onlineCourse" | "product" | "publication",
  id: string | number,
  token: string,
  published = true,
): Promise<void> {
  const response = await call("PUT", `/api/Publishing/${kind}/${id}`, {
    token,
    json: { published },
  });
  expect(response.status).toBe(200);
}

/** Sends a request to `app` (one of {@link appWith}) with an optional token and JSON body. */
export async function callApp(
  app: App,
  method: string,
  pathAndQuery: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  return app.request(`http://upstream.test${pathAndQuery}`, { method, headers, body });
}

/**
 * Asserts a problem+json answer (RFC 9457) with `status`, and its `detail` when given; returns the
 * parsed problem.
 */
export async function expectProblem(response: Response, status: number, detail?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const body = problemDetails.parse(await json(response));
  if (detail !== undefined) expect(body.detail).toBe(detail);
  return body;
}

/**
 * The auth matrix of an admin-only endpoint: anonymous 401, a token that is no JWT 401, `student`
 * 403, each a problem (the admin case is each endpoint's own test). `body` may be a function, for
 * a body that cannot be sent twice.
 */
export async function expectAdminOnly(
  method: string,
  path: string,
  student: TestUser,
  options: { json?: unknown; body?: FormData | (() => FormData) } = {},
): Promise<void> {
  const build = (token?: string) => ({
    json: options.json,
    body: typeof options.body === "function" ? options.body() : options.body,
    token,
  });
  await expectProblem(await call(method, path, build()), 401);
  await expectProblem(await call(method, path, build("not-a-jwt")), 401);
  await expectProblem(await call(method, path, build(student.token)), 403);
}

/**
 * Sends `body` as it stands, labelled `application/json`: for bodies no JSON encoder would write
 * (malformed, or larger than the upstream's limit).
 */
export function callWithJsonText(
  method: string,
  path: string,
  body: RequestInit["body"],
  token?: string,
): Promise<Response> {
  return call(method, path, { token, body, headers: { "Content-Type": "application/json" } });
}

/** Asserts that `POST path` answers a malformed JSON body 400 and a non-JSON body 415 (problems). */
export async function expectJsonBodyOnly(path: string, token?: string): Promise<void> {
  const post = (body: string, type: string) =>
    call("POST", path, { token, body, headers: { "Content-Type": type } });
  await expectProblem(await post("{not json", "application/json"), 400);
  await expectProblem(await post("title=A", "text/plain"), 415);
}

/** The row of order `orderId` as stored (undefined when there is none). */
export async function storedOrder(
  orderId: string,
): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await (await testDb()).select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** How many stored files (uploads) the database holds. */
export async function fileCount(): Promise<number> {
  return (await (await testDb()).select({ id: files.id }).from(files)).length;
}

/** A copy of `body` without `key` (for "missing required field" cases). */
export function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}

/** A multipart body with a `File` part (and an optional `Type` part). */
export function multipart(data: Uint8Array, fileName: string, type?: string | number): FormData {
  const form = new FormData();
  form.set("File", new Blob([new Uint8Array(data)]), fileName);
  if (type !== undefined) form.set("Type", String(type));
  return form;
}

/** Uploads `data` as the `File` part (and `type` as the `Type` part) of a multipart `POST path`. */
export function postFile(
  path: string,
  token: string | undefined,
  data: Uint8Array,
  fileName: string,
  type?: string | number,
) {
  return call("POST", path, { token, body: multipart(data, fileName, type) });
}

/** Smallest valid images and documents for upload tests. */
export const samples = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  // A zip local-file header naming an `xl/` entry is what the sniffer looks for.
  xlsx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from("....xl/workbook.xml...."),
  ]),
  docx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from("....word/document.xml...."),
  ]),
  pptx: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from("....ppt/presentation.xml...."),
  ]),
  text: Buffer.from("just some text"),
};

/**
 * The e-mails written to the outbox so far, as raw RFC 822 text, newest last: in the order the
 * files were written (their modification time), not by their names, whose time is the writing
 * app's clock (tests inject clocks days apart into apps sharing this outbox).
 */
export async function outbox(): Promise<string[]> {
  const { dataDir } = await getTestContext();
  const folder = path.join(dataDir, "outbox");
  try {
    return readdirSync(folder)
      .map((file) => ({ file, written: statSync(path.join(folder, file)).mtimeMs }))
      .sort((a, b) => a.written - b.written || a.file.localeCompare(b.file))
      .map(({ file }) => readFileSync(path.join(folder, file), "utf8"));
  } catch {
    return [];
  }
}

/** Undoes quoted-printable soft breaks and escapes of a raw .eml, so links and sentences read whole. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every e-mail in the outbox to `email`, decoded, oldest first. */
export async function mailsTo(email: string): Promise<string[]> {
  return (await outbox())
    .map(decodeMail)
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** Asserts nothing; parses a JSON response body (throws on non-JSON). */
export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A logger whose JSON lines are kept in memory (level debug), for tests that read the logs. */
export interface CapturedLogs {
  logger: Logger;
  /** Everything written so far, as written. */
  raw(): string;
  /** Each line parsed. */
  lines(): Record<string, unknown>[];
}

/** Creates a {@link CapturedLogs}: the upstream's own logger with an in-memory destination. */
export function captureLogs(): CapturedLogs {
  const chunks: string[] = [];
  const logger = createLogger(
    { LOG_LEVEL: "debug", LOG_FORMAT: "json" },
    { write: (chunk: string) => void chunks.push(chunk) },
  );
  return {
    logger,
    raw: () => chunks.join(""),
    lines: () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>),
  };
}
