import { expect, test, type Browser, type Locator, type Page } from "./test";
import { admin, createStudent, enrolledStudent, loginAs, resetPasswordTo } from "./fixtures";
import { rawMailsFor } from "./outbox";

/** A fresh signup form whose every rule passes; each run gets its own user name and e-mail. */
function validSignup() {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: "Nour",
    lastName: "Fahmy",
    userName: `nour${suffix}`,
    gender: "Female" as "Male" | "Female",
    email: `nour.${suffix}@gmail.com`,
    password: "Reinforced2026",
    confirmPassword: "Reinforced2026",
    phone: "01012345678",
  };
}

type SignupForm = ReturnType<typeof validSignup>;
/** A signup form as submitted: `gender: null` leaves both radios unchecked. */
type SubmittedSignup = Omit<SignupForm, "gender"> & { gender: SignupForm["gender"] | null };

/** Fills the signup form (gender left unchecked when `gender` is null) and submits it. */
async function submitSignup(page: Page, form: SubmittedSignup) {
  await page.getByLabel("First name").fill(form.firstName);
  await page.getByLabel("Last name").fill(form.lastName);
  await page.getByLabel("User name").fill(form.userName);
  if (form.gender) await page.getByRole("radio", { name: form.gender }).check();
  await page.getByLabel("E-mail").fill(form.email);
  await page.getByLabel("Password", { exact: true }).fill(form.password);
  await page.getByLabel("Confirm password").fill(form.confirmPassword);
  await page.getByLabel("Phone").fill(form.phone);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** The header's account corner once logged in: Profile and Logout instead of Sign Up and Login. */
async function expectLoggedIn(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
}

async function expectLoggedOut(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Profile" })).toHaveCount(0);
}

/** The in-page error of a failed form (role="alert"), not the toast that may repeat it. */
/**
 * Signs `first` up (landing on /, logged in), then `again` in a second browser, which must be
 * refused with `refusal` and stay on the form.
 */
async function expectSecondSignupRefused(
  page: Page,
  browser: Browser,
  first: SubmittedSignup,
  again: SubmittedSignup,
  refusal: string,
) {
  await page.goto("/signup");
  await submitSignup(page, first);
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/signup");
  await submitSignup(second, again);
  await expect(formAlert(second, refusal)).toBeVisible();
  await expect(second).toHaveURL(/\/signup$/);
  await other.close();
}

const formAlert = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text }).first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Spec §5: the seven signup rules in their order. Each case breaks exactly one rule; `field` is
// the input (or radio group) whose description carries the message.
const signupRules: {
  rule: string;
  message: string;
  field: (page: Page) => Locator;
  breakIt: (form: SignupForm) => SubmittedSignup;
}[] = [
  {
    rule: "1. first name without spaces",
    message: "firstName Cant Contain Spaces",
    field: (page) => page.getByLabel("First name"),
    breakIt: (form) => ({ ...form, firstName: "Nour Eldin" }),
  },
  {
    rule: "2. last name without spaces",
    message: "lastName Cant Contain Spaces",
    field: (page) => page.getByLabel("Last name"),
    breakIt: (form) => ({ ...form, lastName: "El Fahmy" }),
  },
  {
    rule: "3. user name without spaces",
    message: "UserName Cant Contain Spaces",
    field: (page) => page.getByLabel("User name"),
    breakIt: (form) => ({ ...form, userName: "nour fahmy" }),
  },
  {
    rule: "4. gender chosen",
    message: "Choose Valid Gender",
    field: (page) => page.getByRole("group", { name: "Gender" }),
    breakIt: (form) => ({ ...form, gender: null }),
  },
  {
    rule: "5. e-mail at gmail.com",
    message: "Email Must Be Gmail",
    field: (page) => page.getByLabel("E-mail"),
    breakIt: (form) => ({ ...form, email: form.email.replace("@gmail.com", "@yahoo.com") }),
  },
  {
    rule: "6. password equals confirmation",
    message: "password doesnt match confirm password",
    field: (page) => page.getByLabel("Confirm password"),
    breakIt: (form) => ({ ...form, confirmPassword: `${form.password}x` }),
  },
  {
    rule: "7. password of 10 characters or more",
    message: "password must be 10 characters or more",
    field: (page) => page.getByLabel("Password", { exact: true }),
    breakIt: (form) => ({ ...form, password: "Short1", confirmPassword: "Short1" }),
  },
];

test.describe("sign-up rules (spec §5), in order", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`each rule shows its own message, ${javaScriptEnabled ? "checked in the browser" : "checked on the server (no JavaScript)"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const { rule, message, field, breakIt } of signupRules) {
        await test.step(rule, async () => {
          await page.goto("/signup");
          await submitSignup(page, breakIt(validSignup()));
          await expect(field(page)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
          // Only rule N fails, so no other rule's message is shown.
          for (const other of signupRules.filter((candidate) => candidate.message !== message)) {
            await expect(page.getByText(other.message, { exact: true })).toHaveCount(0);
          }
          await expect(page).toHaveURL(/\/signup$/);
        });
      }
      await context.close();
    });
  }
});

test.describe("sign-up", () => {
  test("success logs the new student in and lands on /; the same e-mail again says 'Email already exists'", async ({
    page,
    browser,
  }) => {
    const form = validSignup();
    await expectSecondSignupRefused(
      page,
      browser,
      form,
      { ...form, userName: `${form.userName}b` },
      "Email already exists",
    );
  });
});

test.describe("sign-up with names in Arabic script", () => {
  test("a user name in Arabic script signs up; a taken user name says so, not 'Email already exists'", async ({
    page,
    browser,
  }) => {
    const form = { ...validSignup(), firstName: "يوسف", lastName: "الأحمد" };
    const userName = `يوسف_${form.userName}`;
    await expectSecondSignupRefused(
      page,
      browser,
      { ...form, userName },
      { ...form, userName, email: `b.${form.email}` },
      "This user name is already taken",
    );
  });

  test("the admin finds a student by an Arabic last name, whatever the alef form typed", async ({
    page,
  }) => {
    const form = { ...validSignup(), firstName: "هبة", lastName: "الأنصاري" };
    await page.goto("/signup");
    await submitSignup(page, form);
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();
    await loginAs(page, admin.email, admin.password);
    await page.goto(`/assignStudentToCourse?q=${encodeURIComponent("الانصاري")}`);
    await expect(page.getByRole("row").filter({ hasText: form.email })).toBeVisible();
  });
});

test.describe("login and logout", () => {
  test("a wrong password says 'Wrong Email Or Password' and keeps the e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(enrolledStudent.email);
    await page.getByLabel("Password", { exact: true }).fill("NotThePassword1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(formAlert(page, "Wrong Email Or Password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("E-mail")).toHaveValue(enrolledStudent.email);
    await expectLoggedOut(page);
  });

  test("an admin lands on /assignStudentToCourse", async ({ page }) => {
    await loginAs(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/assignStudentToCourse$/);
  });

  test("a student lands on / and logout ends the session", async ({ page }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedOut(page);
    await page.goto("/enrolledCourses");
    await expect(page).toHaveURL(/\/login\?next=%2FenrolledCourses$/);
  });
});

/** Decodes a MIME body of the given Content-Transfer-Encoding (quoted-printable, base64, 7/8bit). */
function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/**
 * The text of every leaf part of a raw RFC 822 message, decoded (nodemailer writes a
 * multipart/alternative with text and HTML, each maybe quoted-printable).
 */
function mailTexts(raw: string): string[] {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const boundary = /boundary="?([^";\s]+)"?/i.exec(unfolded)?.[1];
  if (boundary && /^content-type:\s*multipart\//im.test(unfolded)) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mailTexts(part.replace(/^\r?\n/, "")));
  }
  const encoding =
    /^content-transfer-encoding:\s*([\w-]+)/im.exec(unfolded)?.[1]?.toLowerCase() ?? "7bit";
  return [decodeBody(body, encoding)];
}

/** The reset link in a reset e-mail (from its text part; `&amp;` undone for the HTML part). */
function resetLinkIn(raw: string): string {
  for (const text of mailTexts(raw)) {
    const link = /https?:\/\/[^\s"<>]+\/ForgotPassword\?[^\s"<>]+/.exec(text)?.[0];
    if (link) return link.replace(/&amp;/g, "&");
  }
  throw new Error(`no reset link in the e-mail:\n${raw}`);
}

test.describe("forgot password", () => {
  test("request, e-mail in the outbox, open the link, new password, log in with it", async ({
    page,
  }) => {
    const student = await createStudent();
    const newPassword = `Columns${Date.now()}`;

    await page.goto("/login");
    await page.getByRole("button", { name: "Forget Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await dialog.getByLabel("E-mail").fill(student.email);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please Check Your Email")).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect
      .poll(() => rawMailsFor(student.email).at(-1), { message: "the reset e-mail in the outbox" })
      .toBeTruthy();
    const link = new URL(resetLinkIn(rawMailsFor(student.email).at(-1)!));
    expect(link.searchParams.get("email")).toBe(student.email);
    expect(link.searchParams.get("token")).toBeTruthy();

    // The link points at this app's /ForgotPassword (the e2e config's RESET_LINK_BASE).
    await page.goto(`${link.pathname}${link.search}`);
    // A mismatch is reported on the form and uses nothing up: the same link then works.
    await page.getByLabel("New password").fill("Foundation2026");
    await page.getByLabel("Confirm password").fill("Foundation2027");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(
      "Password And Confirm Password Doesnot Match",
    );
    await expect(formAlert(page, "Password And Confirm Password Doesnot Match")).toBeVisible();
    await resetPasswordTo(page, newPassword);

    await loginAs(page, student.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });

  test("a made-up reset link is refused at once, with a way to ask for a new one", async ({
    page,
  }) => {
    await page.goto("/ForgotPassword?email=someone%40gmail.com&token=abc");
    await expect(
      page.getByText(
        "This reset link is not valid. Open the newest link we sent you, or ask for a new one below.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ask for a new link" })).toBeVisible();
  });

  test("the reset page opened without its link says to use the e-mailed link", async ({ page }) => {
    await page.goto("/ForgotPassword");
    await expect(
      page.getByText("Please open this page from the password reset link we sent to your mailbox."),
    ).toBeVisible();
    await expect(page.getByLabel("New password")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed login keeps the e-mail; login and logout work", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(enrolledStudent.email);
    await page.getByLabel("Password", { exact: true }).fill("NotThePassword1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(formAlert(page, "Wrong Email Or Password")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(enrolledStudent.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill(enrolledStudent.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedOut(page);
  });

  test("a failed signup keeps every typed value but the passwords; a fixed one logs in", async ({
    page,
  }) => {
    const form = validSignup();
    await page.goto("/signup");
    await submitSignup(page, { ...form, email: form.email.replace("@gmail.com", "@yahoo.com") });
    await expect(formAlert(page, "Email Must Be Gmail")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(form.firstName);
    await expect(page.getByLabel("Last name")).toHaveValue(form.lastName);
    await expect(page.getByLabel("User name")).toHaveValue(form.userName);
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(page.getByLabel("E-mail")).toHaveValue(
      form.email.replace("@gmail.com", "@yahoo.com"),
    );
    await expect(page.getByLabel("Phone")).toHaveValue(form.phone);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Confirm password")).toHaveValue("");

    await page.getByLabel("E-mail").fill(form.email);
    await page.getByLabel("Password", { exact: true }).fill(form.password);
    await page.getByLabel("Confirm password").fill(form.confirmPassword);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });
});
