import { expect, test } from "./test";
import {
  admin,
  createStudent,
  emptyWebPage,
  expectNoSideScroll,
  loginAs,
  solidPng,
  upstreamUrl,
} from "./fixtures";
import { adminToken, expectNoAxeViolations, upstreamGet, upstreamLogin } from "./student-fixtures";

// The Dashboard. The admin opens it from the sidebar; the "Orders waiting"
// card shows what the upstream's own queue count says (an order with proof is made first, so
// the figure is not zero); each chart has a table of its numbers; the page fits a phone. Then the
// same page on the second server pair, whose upstream has no extensions (the legacy fallback).

/** A new student orders an on-demand package and sends a proof: one more order waiting. @returns its id. */
async function orderWaitingForApproval(): Promise<string> {
  const account = await createStudent();
  const { token } = await upstreamLogin(account.email, account.password);
  const courses = (await (
    await fetch(`${upstreamUrl()}/api/OnDemandCourses/GetAllOnDemandCourses`)
  ).json()) as {
    id: string;
    packages: { id: string; price: number }[] | null;
  }[];
  const course = courses.find((item) => (item.packages ?? []).some((pack) => pack.price > 0));
  if (!course) throw new Error("the seed has no on-demand package with a price");
  const pack = course.packages!.find((item) => item.price > 0)!;
  const created = await fetch(`${upstreamUrl()}/api/Orders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      kind: "package",
      courseId: course.id,
      packageId: pack.id,
      paymentMethod: "wallet",
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const form = new FormData();
  const photo = await solidPng(60, 40, "#e8f5e9");
  form.set("File", new Blob([new Uint8Array(photo)], { type: "image/png" }), "transfer.png");
  const proof = await fetch(`${upstreamUrl()}/api/Orders/${id}/Proof`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(proof.status).toBe(200);
  return id;
}

/** This UTC month's approved EGP revenue as the upstream's order list gives it, e.g. "1,350 EGP". */
async function approvedEgpThisMonth(token: string): Promise<string> {
  const month = new Date().toISOString().slice(0, 7);
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { body } = await upstreamGet(
      `/api/Orders?status=approved&PageNumber=${page}&PageSize=50`,
      token,
    );
    const orders = body as { amount: number; currency: string; approvedAt: string }[];
    for (const order of orders) {
      if (order.currency === "EGP" && order.approvedAt.startsWith(month)) total += order.amount;
    }
    if (orders.length < 50) break;
  }
  const rounded = Math.round(total * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : 2;
  return `${rounded.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })} EGP`;
}

test("the admin reads the figures on the Dashboard, each chart with its table, on a phone too", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const approved = await orderWaitingForApproval();
  expect(
    (
      await fetch(`${upstreamUrl()}/api/Orders/${approved}/Approve`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status,
  ).toBe(200);
  await orderWaitingForApproval();
  const revenueThisMonth = await approvedEgpThisMonth(token);
  const pending = await upstreamGet("/api/Orders/PendingCount", token);
  expect(pending.status).toBe(200);
  const waiting = (pending.body as { count: number }).count;
  expect(waiting).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, admin.email, admin.password);
  // The landing page after login is still the spec's; the Dashboard is the sidebar's first entry.
  await expect(page).toHaveURL(/\/assignStudentToCourse$/);
  await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const figures = page.getByRole("list", { name: "Key figures" });
  const waitingCard = figures.getByRole("link", { name: /Orders waiting/ });
  await expect(waitingCard).toContainText(String(waiting));
  await expect(waitingCard).toHaveAttribute("href", "/manageOrders");
  await expect(figures.getByRole("link", { name: /Overdue \(over 24 hours\)/ })).toBeVisible();

  // The seed's students were created now: this week's chart is drawn, and its numbers are in a table.
  const studentsFigure = page.getByRole("figure", { name: "New students per week" });
  await expect(studentsFigure.locator(".recharts-surface")).toBeVisible();
  await page.getByText("Show the numbers: New students per week").click();
  const table = page.getByRole("table", { name: "New students per week" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "New students" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("figure", { name: "Average completion per course" })).toBeVisible();

  // Revenue: this month's EGP row says what the upstream's approved orders add up to.
  await page.getByText("Show the numbers: Revenue in EGP per month").click();
  const revenue = page.getByRole("table", { name: "Revenue in EGP per month" });
  const thisMonth = new Date().toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(revenue.getByRole("row", { name: new RegExp(`^${thisMonth} `) })).toContainText(
    revenueThisMonth,
  );
  await expectNoAxeViolations(page, "Dashboard at 1366 px");
  await test.info().attach("dashboard-1366", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  // Measured once the charts have drawn.
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page, "Dashboard at 390 px");
  await test.info().attach("dashboard-390", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});

test("on an upstream without the dashboard extension the page shows what it can and says what it hides", async ({
  browser,
}) => {
  const page = await emptyWebPage(browser);
  await loginAs(page, admin.email, admin.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(/This upstream has no dashboard extension/)).toBeVisible();
  await expect(page.getByText("No enrolment ends in the next 7 days.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Revenue per month" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Orders waiting/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "Dashboard on a legacy upstream");
  await page.context().close();
});
