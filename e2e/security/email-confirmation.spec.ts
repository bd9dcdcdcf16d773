import { expect, test } from "../test";
import { createStudent, loginAs, upstreamUrl } from "../fixtures";
import { mailsFor, rawMailsFor } from "../outbox";
import { upstreamLogin } from "../student-fixtures";

// A new account's address is confirmed before any e-mail but the confirmation goes to it: the
// welcome came to any address typed at signup, with the signer-up's first name in it (a link from
// our own sender, if the name was an address). Now signup sends "Confirm your e-mail"; the profile
// says the address is not confirmed with "Resend confirmation e-mail"; the link's page confirms
// with a button (a POST), and the welcome follows, the first name never a link.

test("a new student confirms the address from the e-mailed link; the welcome follows, the name never a link", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const student = await createStudent(
    upstreamUrl(),
    { firstName: "https://evil.example/verify?x=" },
    { confirmEmail: false },
  );
  const subjects = () =>
    mailsFor(student.email).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "");
  expect(subjects()).toEqual(["Confirm your e-mail"]);

  const { userId } = await upstreamLogin(student.email, student.password);
  await loginAs(page, student.email, student.password);
  await page.goto(`/userProfile/${userId}`);
  await expect(page.getByText("Your e-mail address is not confirmed yet.")).toBeVisible();
  // The signup's link went out this minute, so the next one may go in a minute (unless another
  // journey moved the upstream's test clock meanwhile: then it goes).
  await page.getByRole("button", { name: "Resend confirmation e-mail" }).click();
  await expect(
    page
      .getByText(
        new RegExp(
          `^(Too many attempts\\. Please try again in 1 minute\\.|We sent a new confirmation link to ${student.email.replaceAll(".", "\\.")}\\.)$`,
        ),
      )
      .first(),
  ).toBeVisible();
  expect(new Set(subjects())).toEqual(new Set(["Confirm your e-mail"]));

  const href = /https?:\/\/[^\s"<>]+\/confirmEmail\?token=[A-Za-z0-9_-]+&(?:amp;)?purpose=signup/
    .exec(mailsFor(student.email)[0] ?? "")?.[0]
    ?.replace("&amp;", "&");
  expect(href, "the confirmation link").toBeTruthy();
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Confirm Your E-mail" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm E-mail" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed. Thank you!" }),
  ).toBeVisible();

  await expect.poll(() => subjects().at(-1)).toBe("Welcome to BrightWay");
  expect(subjects().filter((subject) => subject === "Welcome to BrightWay")).toHaveLength(1);
  const welcome = rawMailsFor(student.email).at(-1)!;
  expect(welcome).not.toMatch(/<a [^>]*evil\.example/);
  expect(welcome).not.toContain("https://evil.example");

  // The link works once; the profile no longer asks.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm E-mail" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "This link was already used: your e-mail address is confirmed." })
      .first(),
  ).toBeVisible();
  await page.goto(`/userProfile/${userId}`);
  await expect(page.getByText(student.email).first()).toBeVisible();
  await expect(page.getByText("Your e-mail address is not confirmed yet.")).toHaveCount(0);
  await context.close();
});
