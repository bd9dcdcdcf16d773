// Logins that hold under attack, through the web app's login form and
// at the upstream. The form is posted as a browser without JavaScript posts it (the server
// action's hidden fields, multipart), so 80 posts can leave at once.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { admin, createStudent, webUrl } from "../fixtures";
import { expect, test, type APIRequestContext, type Browser } from "../test";

const WRONG = "Wrong Email Or Password";
const THROTTLED = "Too many attempts. Please try again in";
// The upstream's password hashing is full (two at a time, a bounded wait): told to come back.
const BUSY = "The server is busy right now. Please try again in a moment.";

const emptyWebUrl = () => process.env.E2E_EMPTY_WEB_URL!;
const emptyUpstreamUrl = () => process.env.E2E_EMPTY_UPSTREAM_URL!;

/** The login form's hidden fields (the server action's id and state), read as a no-JS browser sees them. */
async function loginFormFields(browser: Browser, baseURL: string): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    const hidden = page.locator("form input[type=hidden]");
    const fields: Record<string, string> = {};
    for (const input of await hidden.all()) {
      const name = await input.getAttribute("name");
      if (name) fields[name] = (await input.getAttribute("value")) ?? "";
    }
    expect(Object.keys(fields).some((name) => name.startsWith("$ACTION"))).toBe(true);
    return fields;
  } finally {
    await context.close();
  }
}

/**
 * Posts the login form once, from `visitor` when given (an address the web app believes only
 * where it trusts a proxy: the empty pair runs with TRUST_PROXY=1). @returns what the page says:
 * "wrong", "throttled", "busy", or "in" (a redirect: logged in).
 */
async function postLogin(
  request: APIRequestContext,
  baseURL: string,
  fields: Record<string, string>,
  credentials: { email: string; password: string },
  visitor?: string,
): Promise<"wrong" | "throttled" | "busy" | "in"> {
  const response = await request.post(`${baseURL}/login`, {
    multipart: { ...fields, ...credentials },
    headers: { Origin: baseURL, ...(visitor ? { "X-Forwarded-For": visitor } : {}) },
    maxRedirects: 0,
  });
  if (response.status() === 303 || response.status() === 307) return "in";
  const body = await response.text();
  if (body.includes(THROTTLED)) return "throttled";
  if (body.includes(BUSY)) return "busy";
  if (body.includes(WRONG)) return "wrong";
  throw new Error(`unexpected answer ${response.status()}: ${body.slice(0, 200)}`);
}

test("80 parallel wrong passwords through the login form: at most 10 are checked, the rest are told to wait or to come back", async ({
  browser,
  playwright,
}) => {
  const account = await createStudent();
  const fields = await loginFormFields(browser, webUrl());
  const request = await playwright.request.newContext();
  try {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        postLogin(request, webUrl(), fields, {
          email: account.email,
          password: `WrongPassword${n}x`,
        }),
      ),
    );
    const wrong = answers.filter((answer) => answer === "wrong").length;
    const busy = answers.filter((answer) => answer === "busy").length;
    console.log(
      `login form, 80 parallel wrong passwords: ${wrong} checked (401), ${busy} told busy, ${80 - wrong - busy} throttled`,
    );
    expect(wrong).toBeLessThanOrEqual(10);
    // Of the 10 let through, those the hashing line could not take in time are told to come back.
    expect(answers.filter((answer) => answer === "throttled" || answer === "busy")).toHaveLength(
      80 - wrong,
    );
  } finally {
    await request.dispose();
  }
});

test("80 parallel wrong passwords at the upstream: at most 10 answers are 401, the rest 429 or 503 (busy)", async () => {
  const account = await createStudent(emptyUpstreamUrl());
  const statuses = await Promise.all(
    Array.from({ length: 80 }, async (_, n) => {
      const response = await fetch(`${emptyUpstreamUrl()}/api/Authentication/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.80" },
        body: JSON.stringify({ email: account.email, password: `WrongPassword${n}x` }),
      });
      return response.status;
    }),
  );
  const unauthorized = statuses.filter((status) => status === 401).length;
  const busy = statuses.filter((status) => status === 503).length;
  console.log(
    `upstream, 80 parallel wrong passwords: ${unauthorized} answered 401, ${busy} 503 (hashing busy)`,
  );
  expect(unauthorized).toBeLessThanOrEqual(10);
  // 503: the hashing line was too long to wait in; such a login judged nothing, so its point goes
  // back and a later one of the burst may take it (to be told busy in turn): never more than 10 checked.
  expect(statuses.filter((status) => status === 429 || status === 503)).toHaveLength(
    80 - unauthorized,
  );
});

test("the admin logs in from a clean address while a stranger's address is locked on the admin's account", async ({
  browser,
  playwright,
}) => {
  const fields = await loginFormFields(browser, emptyWebUrl());
  const request = await playwright.request.newContext();
  const stranger = "203.0.113.21";
  // A login as the admin with `password`, from the address `from`, through the login form.
  const adminLogin = (password: string, from: string) =>
    postLogin(request, emptyWebUrl(), fields, { email: admin.email, password }, from);
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await adminLogin(`Guess${attempt}guess`, stranger)).toBe("wrong");
    }
    expect(await adminLogin("Guess10guess", stranger)).toBe("throttled");
    // The stranger's right guess is refused too: the answer does not tell it was right.
    expect(await adminLogin(admin.password, stranger)).toBe("throttled");

    expect(await adminLogin(admin.password, "192.0.2.44")).toBe("in");
  } finally {
    await request.dispose();
  }
});

test("an operator clears a lock with npm run unlock", async ({ browser, playwright }) => {
  const account = await createStudent(emptyUpstreamUrl());
  const fields = await loginFormFields(browser, emptyWebUrl());
  const request = await playwright.request.newContext();
  const address = "203.0.113.22";
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      await postLogin(
        request,
        emptyWebUrl(),
        fields,
        { email: account.email, password: `Guess${attempt}guess` },
        address,
      );
    }
    expect(await postLogin(request, emptyWebUrl(), fields, account, address)).toBe("throttled");

    const upstream = new URL(emptyUpstreamUrl());
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", path.join("scripts", "unlock.mjs"), account.email, address],
      {
        env: {
          ...process.env,
          UPSTREAM_PORT: upstream.port,
          UPSTREAM_DATA_DIR: `${process.env.E2E_DATA_DIR}-empty`,
          REDIS_URL: "",
        },
      },
    );
    expect(stdout).toContain("Upstream: cleared 1 count(s)");

    expect(await postLogin(request, emptyWebUrl(), fields, account, address)).toBe("in");
  } finally {
    await request.dispose();
  }
});
