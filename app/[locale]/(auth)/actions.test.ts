import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTarget } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";
import { signupSchema } from "@/lib/validation/auth";

const upstream = vi.hoisted(() => ({
  adminLogin: vi.fn(),
  studentLogin: vi.fn(),
  signup: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  hasSignupRules: vi.fn(async () => false),
}));
const saved = vi.hoisted(() => ({ sessions: [] as unknown[], ended: 0 }));

vi.mock("@/lib/upstream/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/auth")>()),
  ...upstream,
}));
vi.mock("@/lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session")>()),
  saveSession: async (session: unknown) => {
    saved.sessions.push(session);
  },
}));
vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => null,
  endSession: async () => {
    saved.ended += 1;
  },
  loginUrl: () => "/login",
}));
const request = vi.hoisted(() => ({ headers: new Headers() }));
/** Cookies the actions set, by name (the session's own is mocked away above). */
const setCookies = vi.hoisted(() => new Map<string, { value: string; options: unknown }>());
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    set: (name: string, value: string, options: unknown) =>
      setCookies.set(name, { value, options }),
  }),
}));
const confirmsAddresses = vi.hoisted(() => vi.fn(async () => false));
vi.mock("@/lib/upstream/email-confirmation", () => ({
  isEmailConfirmationSupported: confirmsAddresses,
}));

const { loginAction, requestPasswordResetAction, resetPasswordAction, signupAction } =
  await import("./actions");
const { logoutAction } = await import("@/lib/auth/logout-action");

/** Where a successful login of `email` with `next` lands (the redirect's path). */
const landingOf = (email: string, next: string) =>
  redirectTarget(loginAction({ email, password: "pw", next }));

const unauthorized = () => upstreamRefusal(401, "Unauthorized", "POST /x");
const notAdmin = () => upstreamRefusal(404, "Not Found", "POST /api/Admin/AdminLogin");
const throttled = (retryAfterSeconds: number) =>
  new UpstreamError({
    status: 429,
    endpoint: "POST /x",
    message: "Too Many Requests",
    retryAfterSeconds,
  });
const busy = () =>
  new UpstreamError({
    status: 503,
    endpoint: "POST /x",
    message: "Service Unavailable",
    retryAfterSeconds: 2,
  });
const login = { userId: "u1", token: "opaque-token" };

beforeEach(() => {
  for (const fn of Object.values(upstream)) fn.mockReset();
  request.headers = new Headers({ "x-forwarded-for": "203.0.113.9" });
  saved.sessions = [];
  saved.ended = 0;
  setCookies.clear();
  confirmsAddresses.mockReset().mockResolvedValue(false);
});

/** The signup form as a visitor fills it in. */
const signupForm = {
  firstName: "Omar",
  lastName: "Hassan",
  userName: "omar",
  gender: "0",
  email: "omar@gmail.com",
  password: "structural1",
  confirmPassword: "structural1",
  phoneNumber: "010",
};

/** The reset-password form as a user fills it in for `email` (link token "tok"). */
const resetInput = (email: string) => ({
  email,
  token: "tok",
  password: "newpassword9",
  confirmPassword: "newpassword9",
});

describe("loginAction", () => {
  it("logs an admin in as Admin and lands on /assignStudentToCourse", async () => {
    upstream.adminLogin.mockResolvedValue(login);
    expect(await redirectTarget(loginAction({ email: "a@gmail.com", password: "pw" }))).toBe(
      "/assignStudentToCourse",
    );
    expect(upstream.studentLogin).not.toHaveBeenCalled();
    expect(saved.sessions[0]).toMatchObject({ userId: "u1", role: "Admin" });
  });

  it("falls back silently to the student login and honours a same-origin next", async () => {
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    expect(await landingOf("s@gmail.com", "/enrolledCourses")).toBe("/enrolledCourses");
    expect(saved.sessions[0]).toMatchObject({ role: "Student" });
  });

  it("never sends a student to an admin page or off-site", async () => {
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    expect(await landingOf("s@gmail.com", "/manageProducts")).toBe("/");
    expect(await landingOf("s@gmail.com", "//evil.example")).toBe("/");
  });

  it("sends an admin to an admin next", async () => {
    upstream.adminLogin.mockResolvedValue(login);
    expect(await landingOf("a@gmail.com", "/editProject/3")).toBe("/editProject/3");
  });

  it("says 'Wrong Email Or Password' when both logins fail, and saves nothing", async () => {
    upstream.adminLogin.mockRejectedValue(unauthorized());
    upstream.studentLogin.mockRejectedValue(unauthorized());
    expect(await loginAction({ email: "x@gmail.com", password: "bad" })).toEqual({
      ok: false,
      message: "Wrong Email Or Password",
      values: { email: "x@gmail.com" },
    });
    expect(saved.sessions).toEqual([]);
  });

  it("on the Arabic site, lands on the Arabic page and says a refusal in Arabic", async () => {
    setRequestLocale("ar");
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    expect(await landingOf("s@gmail.com", "/enrolledCourses")).toBe("/ar/enrolledCourses");
    upstream.studentLogin.mockRejectedValue(unauthorized());
    expect(await loginAction({ email: "x@gmail.com", password: "bad" })).toMatchObject({
      ok: false,
      message: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    });
  });

  it("does not ask the student login when the admin login says no account has these credentials", async () => {
    upstream.adminLogin.mockRejectedValue(unauthorized());
    expect(await loginAction({ email: "y@gmail.com", password: "bad" })).toMatchObject({
      ok: false,
      message: "Wrong Email Or Password",
    });
    expect(upstream.studentLogin).not.toHaveBeenCalled();
  });

  it("forwards the visitor's address and browser to both logins", async () => {
    request.headers.set("user-agent", "Mozilla/5.0 Firefox/128.0");
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    await redirectTarget(loginAction({ email: "s@gmail.com", password: "pw" }));
    expect(upstream.adminLogin).toHaveBeenCalledWith(expect.anything(), {
      clientAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 Firefox/128.0",
    });
    expect(upstream.studentLogin).toHaveBeenCalledWith(expect.anything(), {
      clientAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 Firefox/128.0",
    });
  });

  it("says when to try again after 10 failed logins of an account, without asking the upstream", async () => {
    upstream.adminLogin.mockRejectedValue(unauthorized());
    const email = "guessed@gmail.com";
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await loginAction({ email, password: `guess${attempt}` })).toMatchObject({
        message: "Wrong Email Or Password",
      });
    }
    upstream.adminLogin.mockReset();
    expect(await loginAction({ email, password: "the-right-one1" })).toEqual({
      ok: false,
      message: "Too many attempts. Please try again in 15 minutes.",
      values: { email },
    });
    expect(upstream.adminLogin).not.toHaveBeenCalled();
  });

  it("clears an account's failures when it logs in", async () => {
    const email = "forgetful@gmail.com";
    upstream.adminLogin.mockRejectedValue(unauthorized());
    for (let attempt = 0; attempt < 9; attempt++)
      await loginAction({ email, password: `guess${attempt}` });
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    await redirectTarget(loginAction({ email, password: "right-password1" }));
    upstream.adminLogin.mockRejectedValue(unauthorized());
    for (let attempt = 0; attempt < 9; attempt++) {
      expect(await loginAction({ email, password: `guess${attempt}` })).toMatchObject({
        message: "Wrong Email Or Password",
      });
    }
  });

  // A throttled or busy admin login is passed on without asking the student login (it would meet
  // the same refusal); after "not an admin", the student login's refusal is passed on alike.
  it.each([
    {
      title: "passes on the upstream's throttling with its wait in minutes",
      email: "t@gmail.com",
      admin: throttled(840),
      adminMessage: "Too many attempts. Please try again in 14 minutes.",
      student: throttled(60),
      studentMessage: "Too many attempts. Please try again in 1 minute.",
    },
    {
      title:
        "says the server is busy, not 'Wrong Email Or Password', when the upstream's hashing line is full",
      email: "b@gmail.com",
      admin: busy(),
      adminMessage: "The server is busy right now. Please try again in a moment.",
      student: busy(),
      studentMessage: "The server is busy right now. Please try again in a moment.",
    },
  ])("$title", async ({ email, admin, adminMessage, student, studentMessage }) => {
    upstream.adminLogin.mockRejectedValue(admin);
    expect(await loginAction({ email, password: "pw" })).toMatchObject({
      ok: false,
      message: adminMessage,
    });
    expect(upstream.studentLogin).not.toHaveBeenCalled();
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockRejectedValue(student);
    expect(await loginAction({ email, password: "pw" })).toMatchObject({
      message: studentMessage,
    });
  });

  it("echoes the e-mail but never the password after a failed form login (no JavaScript)", async () => {
    upstream.adminLogin.mockRejectedValue(unauthorized());
    upstream.studentLogin.mockRejectedValue(unauthorized());
    const formData = formDataOf({ email: "x@gmail.com", password: "secret-password1" });
    const result = await loginAction(null, formData);
    expect(result).toMatchObject({ ok: false, values: { email: "x@gmail.com" } });
    expect(JSON.stringify(result)).not.toContain("secret-password1");
  });

  it("works from a submitted form (no JavaScript)", async () => {
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    const formData = formDataOf({ email: "s@gmail.com", password: "pw" });
    expect(await redirectTarget(loginAction(null, formData))).toBe("/");
  });

  it("returns a student to the payment page of the same item, and ignores an outside next", async () => {
    upstream.adminLogin.mockRejectedValue(notAdmin());
    upstream.studentLogin.mockResolvedValue(login);
    const payment = "/payment?course=c&package=p&tab=wallet";
    expect(await landingOf("s@gmail.com", payment)).toBe(payment);
    expect(await landingOf("s@gmail.com", "https://evil.example/payment")).toBe("/");
    expect(await landingOf("s@gmail.com", "//evil.example/payment")).toBe("/");
  });
});

/**
 * The signup form of a visitor who came from the payment page, from an address of their own, so
 * the signup throttle's counts of the other tests (per e-mail, per address) are not theirs.
 */
const fromPayment = (name: string) => {
  request.headers.set("x-forwarded-for", `198.51.100.${name.length}`);
  return { ...signupForm, userName: name, email: `${name}.payment@gmail.com` };
};

describe("signupAction", () => {
  it("signs up, logs in as a student and goes home", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    expect(await redirectTarget(signupAction(signupForm))).toBe("/");
    expect(upstream.signup).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 0, email: "omar@gmail.com" }),
      { clientAddress: "203.0.113.9" },
    );
    expect(saved.sessions[0]).toMatchObject({ role: "Student" });
  });

  it("leaves the page it lands on a notice to open the e-mailed link, on an upstream that confirms addresses", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    confirmsAddresses.mockResolvedValue(true);
    expect(await redirectTarget(signupAction(signupForm))).toBe("/");
    expect(setCookies.get("bw_notice")).toEqual({
      value: "signed-up",
      options: { maxAge: 60, path: "/", sameSite: "lax", secure: false },
    });
  });

  it("passes the site's language to the upstream, and drops one that is neither en nor ar", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    // From an address and e-mail of its own: the other tests' throttle counts are not its.
    request.headers.set("x-forwarded-for", "198.51.100.200");
    const form = { ...signupForm, userName: "yousef", email: "yousef.arabic@gmail.com" };
    expect(await redirectTarget(signupAction({ ...form, language: "ar" }))).toBe("/");
    expect(upstream.signup.mock.calls[0]![0]).toMatchObject({ language: "ar" });
    // The same schema checks the hidden field on the server: a forged value reads as unsaid.
    expect(signupSchema.parse({ ...signupForm, language: "fr" })).not.toHaveProperty("language");
    expect(signupSchema.parse(signupForm)).not.toHaveProperty("language");
  });

  it("leaves no notice on a legacy upstream (it e-mails no link)", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    expect(await redirectTarget(signupAction(signupForm))).toBe("/");
    expect(setCookies.has("bw_notice")).toBe(false);
  });

  it("returns the new student to a same-origin next: the payment page of the item chosen", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    const next = "/payment?course=c&package=p&tab=instant";
    expect(await redirectTarget(signupAction({ ...fromPayment("laila"), next }))).toBe(next);
    // `next` is the web app's own: it never reaches the upstream's signup.
    expect(upstream.signup.mock.calls[0]![0]).not.toHaveProperty("next");
  });

  it.each([
    ["an outside address", "https://evil.example/payment"],
    ["a protocol-relative address", "//evil.example/payment"],
    ["a backslash address", "/\\evil.example"],
    ["an admin page", "/manageOrders"],
  ])("ignores %s as next and goes home", async (what, next) => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    const form = fromPayment(what.replace(/\W/g, ""));
    expect(await redirectTarget(signupAction({ ...form, next }))).toBe("/");
  });

  it("returns to next from a submitted form (no JavaScript)", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockResolvedValue(login);
    const formData = formDataOf({ ...fromPayment("nour"), next: "/payment?product=4&tab=card" });
    expect(await redirectTarget(signupAction(null, formData))).toBe("/payment?product=4&tab=card");
  });

  it("says 'Email already exists' for any signup failure", async () => {
    upstream.signup.mockRejectedValue(upstreamRefusal(400, "x", "POST /api/Authentication"));
    expect(await signupAction(signupForm)).toMatchObject({
      ok: false,
      message: "Email already exists",
    });
    expect(upstream.studentLogin).not.toHaveBeenCalled();
  });

  /** A refused signup as the upstream answers it: 400 with the E-IDN-MAP body. */
  const refused = (errors: Record<string, string[]>) =>
    new UpstreamError({
      status: 400,
      endpoint: "POST /api/Authentication",
      message: "refused",
      body: JSON.stringify(errors),
    });

  it("says which rule failed when the upstream names it (a user name in Arabic script refused, a taken name)", async () => {
    upstream.hasSignupRules.mockResolvedValue(true);
    upstream.signup.mockRejectedValueOnce(
      refused({
        InvalidUserName: [
          "Username 'يوسف#علي' is invalid: it can only contain letters, digits, '_', '.' and '-'.",
        ],
      }),
    );
    expect(
      await signupAction({ ...signupForm, userName: "يوسف#علي", email: "yousef.rules@gmail.com" }),
    ).toMatchObject({
      ok: false,
      message: "UserName can contain only letters (in any language), digits, _ . and -",
      fieldErrors: {
        userName: ["UserName can contain only letters (in any language), digits, _ . and -"],
      },
    });
    upstream.signup.mockRejectedValueOnce(
      refused({
        DuplicateUserName: ["Username 'omar' is already taken."],
        DuplicateEmail: ["Email 'omar@gmail.com' is already taken."],
      }),
    );
    expect(await signupAction({ ...signupForm, email: "taken.rules@gmail.com" })).toMatchObject({
      ok: false,
      message: "This user name is already taken",
      fieldErrors: {
        userName: ["This user name is already taken"],
        email: ["Email already exists"],
      },
    });
  });

  it("keeps the spec's catch-all 'Email already exists' on a legacy upstream, whatever its codes say", async () => {
    upstream.hasSignupRules.mockResolvedValue(false);
    upstream.signup.mockRejectedValue(
      refused({
        InvalidUserName: ["Username 'يوسف_علي' is invalid, can only contain letters or digits."],
      }),
    );
    const result = await signupAction({
      ...signupForm,
      userName: "يوسف_علي",
      email: "yousef.legacy@gmail.com",
    });
    expect(result).toMatchObject({ ok: false, message: "Email already exists" });
    expect(result).not.toHaveProperty("fieldErrors.userName");
  });

  it("says 'Please Try To Login from Login Page' when the automatic login fails", async () => {
    upstream.signup.mockResolvedValue("u1");
    upstream.studentLogin.mockRejectedValue(unauthorized());
    expect(await signupAction(signupForm)).toMatchObject({
      ok: false,
      message: "Please Try To Login from Login Page",
    });
  });

  it("echoes every non-secret field after a failed signupForm signup, never the passwords (no JavaScript)", async () => {
    const formData = formDataOf({ ...signupForm, email: "omar@yahoo.com" });
    const result = await signupAction(null, formData);
    expect(result).toEqual({
      ok: false,
      message: "Email Must Be Gmail",
      fieldErrors: { email: ["Email Must Be Gmail"] },
      values: {
        firstName: "Omar",
        lastName: "Hassan",
        userName: "omar",
        gender: "0",
        email: "omar@yahoo.com",
        phoneNumber: "010",
      },
    });
    expect(JSON.stringify(result)).not.toContain(signupForm.password);
    expect(upstream.signup).not.toHaveBeenCalled();
  });

  it("echoes the fields after an upstream signup failure too", async () => {
    upstream.signup.mockRejectedValue(upstreamRefusal(400, "x", "POST /api/Authentication"));
    const result = await signupAction(signupForm);
    expect(result).toMatchObject({
      ok: false,
      values: { userName: "omar", email: "omar@gmail.com" },
    });
    expect(JSON.stringify(result)).not.toContain(signupForm.password);
  });

  it("validates on the server with the spec's first failing rule", async () => {
    const result = await signupAction({
      ...signupForm,
      firstName: "Omar Ali",
      email: "omar@yahoo.com",
    });
    expect(result).toMatchObject({ ok: false, message: "firstName Cant Contain Spaces" });
    expect(upstream.signup).not.toHaveBeenCalled();
  });
});

describe("password reset actions", () => {
  it("confirms the e-mail was sent", async () => {
    upstream.requestPasswordReset.mockResolvedValue(undefined);
    // Posted by the page's script (React sends the action's id in this header).
    request.headers.set("next-action", "an-action-id");
    expect(await requestPasswordResetAction({ email: "a@gmail.com" })).toEqual({
      ok: true,
      message: "Please Check Your Email",
    });
  });

  it("posted without JavaScript, sends the browser to the login page that says the e-mail was sent", async () => {
    upstream.requestPasswordReset.mockResolvedValue(undefined);
    expect(await redirectTarget(requestPasswordResetAction({ email: "a@gmail.com" }))).toBe(
      "/login?reset=sent",
    );
    expect(upstream.requestPasswordReset).toHaveBeenCalledOnce();
  });

  it("says 'Failed To Send Email' on failure", async () => {
    upstream.requestPasswordReset.mockRejectedValue(notAdmin());
    expect(await requestPasswordResetAction({ email: "a@gmail.com" })).toEqual({
      ok: false,
      message: "Failed To Send Email",
      // Echoed, so that a signupForm posted without JavaScript shows the address typed again.
      values: { email: "a@gmail.com" },
    });
  });

  it("resets the password and goes to login with a confirmation", async () => {
    upstream.resetPassword.mockResolvedValue(undefined);
    const input = resetInput("a@gmail.com");
    expect(await redirectTarget(resetPasswordAction(input))).toBe("/login?reset=success");
    expect(upstream.resetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ email: "a@gmail.com", token: "tok", newPassword: "newpassword9" }),
      { clientAddress: "203.0.113.9" },
    );
  });

  it("reports an invalid or expired link", async () => {
    upstream.resetPassword.mockRejectedValue(upstreamRefusal(400, "Invalid token.", "POST /x"));
    const input = resetInput("a@gmail.com");
    expect(await resetPasswordAction(input)).toEqual({
      ok: false,
      message: "This reset link is invalid or has expired. Please request a new one.",
    });
  });
});

describe("throttling of signup and password reset", () => {
  const form = { ...signupForm, email: "throttled.signup@gmail.com" };

  it("says when to try again, not 'Email already exists', when the upstream throttles a signup", async () => {
    upstream.signup.mockRejectedValue(throttled(3600));
    expect(await signupAction(form)).toMatchObject({
      ok: false,
      message: "Too many attempts. Please try again in 60 minutes.",
    });
  });

  it("says the server is busy, not 'Email already exists', when the upstream is busy hashing", async () => {
    upstream.signup.mockRejectedValue(busy());
    expect(await signupAction(form)).toMatchObject({
      ok: false,
      message: "The server is busy right now. Please try again in a moment.",
    });
  });

  it("refuses a sixth reset e-mail for one address in the hour", async () => {
    upstream.requestPasswordReset.mockResolvedValue(undefined);
    request.headers.set("next-action", "an-action-id");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await requestPasswordResetAction({ email: "many.mails@gmail.com" })).toMatchObject({
        ok: true,
      });
    }
    expect(await requestPasswordResetAction({ email: "many.mails@gmail.com" })).toMatchObject({
      ok: false,
      message: "Too many attempts. Please try again in 60 minutes.",
    });
    expect(upstream.requestPasswordReset).toHaveBeenCalledTimes(5);
  });

  it("passes on the upstream's throttling of a reset", async () => {
    upstream.resetPassword.mockRejectedValue(throttled(120));
    const input = resetInput("r@gmail.com");
    expect(await resetPasswordAction(input)).toEqual({
      ok: false,
      message: "Too many attempts. Please try again in 2 minutes.",
    });
  });
});

describe("logoutAction", () => {
  it("ends the session and goes home", async () => {
    expect(await redirectTarget(logoutAction())).toBe("/");
    expect(saved.ended).toBe(1);
  });
});
