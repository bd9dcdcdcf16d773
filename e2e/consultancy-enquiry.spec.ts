import { expect, test } from "./test";
import { admin, expectNoSideScroll, loginAs } from "./fixtures";
import { uniqueSuffix } from "./student-fixtures";
import { mailsFor } from "./outbox";

/*
 * A lead's way in: an enquiry sent from the consultancy page is kept, e-mailed to the admin and
 * handled in Enquiries. On today's main the page has no form and the admin no such screen.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("an enquiry sent from the consultancy page reaches the admin's outbox and Enquiries, where it is answered", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const name = `Layla Mansour ${suffix}`;
  const email = `layla.${suffix}@example.com`;

  await test.step("a visitor fills the labelled form and sends it", async () => {
    await page.goto("/consultancyServices");
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone (optional)").fill("+20 100 123 4567");
    await form.getByLabel("Company (optional)").fill("Nile Towers");
    await form.getByLabel("Project type").selectOption("Retrofitting and strengthening");
    // Too short first: the form says so and sends nothing.
    await form.getByLabel("Message").fill("Hi");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      form.getByText("Please tell us a little more (at least 10 characters)"),
    ).toBeVisible();
    await form
      .getByLabel("Message")
      .fill("We plan to add two floors to a 12-storey RC frame in Nasr City.");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      form.getByRole("status").filter({ hasText: "Thank you: your enquiry was sent." }),
    ).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expectNoSideScroll(page);
  });

  await test.step("the admin's outbox has it, with every field and a link to Enquiries", async () => {
    await expect
      .poll(() => mailsFor(admin.email).filter((mail) => mail.includes(name)).length)
      .toBe(1);
    const mail = mailsFor(admin.email).find((mail) => mail.includes(name))!;
    expect(mail).toContain(`Subject: New consultancy enquiry from ${name}`);
    expect(mail).toContain(`Reply-To: ${email}`);
    expect(mail).toContain("Retrofitting and strengthening");
    expect(mail).toContain("/manageEnquiries");
  });

  await test.step("without JavaScript the same form posts and lands on its notice", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const plain = await context.newPage();
    await plain.goto("/consultancyServices");
    const form = plain.getByRole("form", { name: "Tell us about your project" });
    await form.getByLabel("Name").fill(`${name} plain`);
    await form.getByLabel("E-mail").fill(`plain.${email}`);
    await form.getByLabel("Project type").selectOption("Design review");
    await form.getByLabel("Message").fill("A second look at our foundation drawings, please.");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(plain).toHaveURL(/\/consultancyServices#enquiry-sent$/);
    await expect(plain.getByText("Thank you: your enquiry was sent.")).toBeVisible();
    await context.close();
  });

  await test.step("the admin sees the count, opens Enquiries from the menu and marks it answered with a note", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await context.newPage();
    await loginAs(adminPage, admin.email, admin.password);
    await adminPage.goto("/dashboard");
    const card = adminPage.getByRole("link", { name: /New enquiries/ });
    await expect(card).toBeVisible();
    expect(
      Number(/New enquiries\s*(\d+)/.exec((await card.textContent()) ?? "")?.[1]),
    ).toBeGreaterThanOrEqual(2);
    await adminPage.getByText("Admin menu").click();
    await adminPage.getByRole("link", { name: "Enquiries", exact: true }).click();
    await expect(adminPage).toHaveURL(/\/manageEnquiries$/);
    const item = adminPage
      .getByRole("listitem")
      .filter({ has: adminPage.getByRole("heading", { name, exact: true }) });
    await expect(item).toContainText("We plan to add two floors");
    await expect(item).toContainText("Cairo time");
    const editor = item.getByRole("form", { name: `Handle the enquiry from ${name}` });
    await editor.getByLabel("Status").selectOption("answered");
    await editor.getByLabel("Note (only admins see it)").fill("Called back; site visit on Sunday.");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(adminPage.getByText("Enquiry updated").first()).toBeVisible();
    await expect(item).toHaveCount(0);
    await adminPage.goto("/manageEnquiries?status=answered");
    const answered = adminPage
      .getByRole("listitem")
      .filter({ has: adminPage.getByRole("heading", { name, exact: true }) });
    await expect(answered.getByLabel("Note (only admins see it)")).toHaveValue(
      "Called back; site visit on Sunday.",
    );
    await expectNoSideScroll(adminPage);
    await context.close();
  });
});

test("the enquiry form's checks load when a visitor starts on the form, not with the page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/consultancyServices");
  await page.waitForLoadState("networkidle");
  const withPage = scripts.length;
  const form = page.getByRole("form", { name: "Tell us about your project" });
  await form.getByLabel("Name").focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
  // Then they check as before: a wrong e-mail is named at once, nothing is sent.
  await form.getByLabel("E-mail").fill("not-an-address");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
});
