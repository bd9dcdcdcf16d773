import { expect, test } from "./test";
import { admin, expectNoSideScroll, loginAs } from "./fixtures";
import { adminToken, createTestStudent, upstreamJson, upstreamLogin } from "./student-fixtures";

/*
 * Times are shown in the business's zone, Africa/Cairo, and say so: the student's Devices tab
 * and the admin's Manage Orders. On today's main Devices says "… UTC" and Manage Orders shows no
 * time at all.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** An instant as a person in Cairo reads it, "15 Jan 2026, 14:00" (24-hour clock). */
function inCairo(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Cairo",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

test("the Devices tab and Manage Orders show times in Cairo, marked 'Cairo time'", async ({
  page,
  browser,
}) => {
  const student = await createTestStudent();

  await test.step("a student's Devices tab: first and last seen in Cairo time", async () => {
    await loginAs(page, student.email, student.password);
    await page.goto(`/userProfile/${student.id}?tab=devices`);
    const panel = page.getByRole("tabpanel");
    const sessions = await upstreamJson<{ createdAt: string; lastSeenAt: string }[]>(
      "GET",
      `/api/Sessions/Students/${student.id}`,
      await adminToken(),
    );
    // The browser's sign-in and the fixture's own upstream login.
    expect(sessions.length).toBeGreaterThan(0);
    await expect(panel.getByText("First seen")).toHaveCount(sessions.length);
    for (const session of sessions) {
      await expect(
        panel.getByText(`${inCairo(session.createdAt)} Cairo time`).first(),
      ).toBeVisible();
    }
    await expect(panel.getByText(/UTC/)).toHaveCount(0);
  });

  await test.step("Manage Orders: when the order was placed, in Cairo time", async () => {
    const { token } = await upstreamLogin(student.email, student.password);
    const [product] = await upstreamJson<{ id: number }[]>("GET", "/api/Documents/Products", token);
    const order = await upstreamJson<{ reference: string; createdAt: string }>(
      "POST",
      "/api/Orders",
      token,
      {
        kind: "product",
        productId: product!.id,
        paymentMethod: "wallet",
      },
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await context.newPage();
    await loginAs(adminPage, admin.email, admin.password);
    await adminPage.goto("/manageOrders?status=awaiting_proof");
    const item = adminPage.getByRole("listitem").filter({ hasText: order.reference });
    await expect(
      item.getByRole("definition").filter({ hasText: `${inCairo(order.createdAt)} Cairo time` }),
    ).toBeVisible();
    await expect(item.getByRole("term").filter({ hasText: "Ordered" })).toBeVisible();
    await expectNoSideScroll(adminPage);
    await context.close();
  });
});
