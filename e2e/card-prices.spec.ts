import {
  onDemandCourses as demoOnDemand,
  onlineCourses as demoOnline,
  products as demoProducts,
} from "@brightway/upstream/seed/content";
import { expect, test, type Locator, type Page } from "./test";
import { expectNoSideScroll, upstreamUrl } from "./fixtures";

/*
 * A visitor on a phone sees on each course card what the course costs (and its length or start)
 * and on each product card its price, the same amounts the upstream holds: the demo catalogue's
 * cards are read against the upstream's own list endpoints.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The fields of the upstream's CourseVM this test reads (prices in EGP on packages, USD on online courses). */
type CourseVm = {
  name: string;
  hours: string;
  discount: number;
  hasDiscount: boolean;
  defaultPrice: number;
  start: string | null;
  packages: { price: number }[] | null;
};

async function upstreamList<T>(path: string): Promise<T[]> {
  const response = await fetch(`${upstreamUrl()}${path}`);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T[];
}

/** An amount as the cards write it: whole amounts bare, others with two decimals (demo amounts are under 1,000). */
function amount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/** A price after the course's discount, which applies only when its flag is set. */
function afterDiscount(price: number, course: CourseVm): number {
  return course.hasDiscount ? price - (price * course.discount) / 100 : price;
}

/** The card (a link) whose heading is exactly `name`. */
function courseCard(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The line under a card's name fits the card and the phone's screen, below the name. */
async function expectLineFits(card: Locator, line: Locator) {
  await expect(line).toBeVisible();
  const [cardBox, nameBox, lineBox] = await Promise.all([
    card.boundingBox(),
    card.getByRole("heading").boundingBox(),
    line.boundingBox(),
  ]);
  expect(lineBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
  expect(lineBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
}

test("on-demand cards say 'from {lowest package price} EGP · {hours} h' as the upstream prices them", async ({
  page,
}) => {
  const upstream = await upstreamList<CourseVm>("/api/OnDemandCourses/GetAllOnDemandCourses");
  await page.goto("/onDemandCourses");
  for (const demo of demoOnDemand) {
    const course = upstream.find((candidate) => candidate.name === demo.name)!;
    expect(course.packages?.length, `${demo.name} has packages`).toBeGreaterThan(0);
    const lowest = Math.min(...course.packages!.map((pkg) => afterDiscount(pkg.price, course)));
    const card = courseCard(page, demo.name);
    const line = card.getByText(`from ${amount(lowest)} EGP · ${course.hours} h`, { exact: true });
    await expectLineFits(card, line);
  }
  // The demo discounts show: ETABS is 900 EGP with 15% off.
  await expect(
    courseCard(page, "ETABS for High-Rise Buildings").getByText("from 765 EGP · 32 h", {
      exact: true,
    }),
  ).toBeVisible();
  await expectNoSideScroll(page);
});

test("online cards say '{start date} · ${price after discount}' as the upstream dates and prices them", async ({
  page,
}) => {
  const upstream = await upstreamList<CourseVm>("/api/OnlineCourses/GetAllOnlineCourses");
  await page.goto("/onlineCourses");
  for (const demo of demoOnline) {
    const course = upstream.find((candidate) => candidate.name === demo.name)!;
    const start = new Date(`${course.start!.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const card = courseCard(page, demo.name);
    const line = card.getByText(
      `${start} · $${amount(afterDiscount(course.defaultPrice, course))}`,
      { exact: true },
    );
    await expectLineFits(card, line);
  }
  // The demo's 20% off: $150 shows as $120.
  await expect(
    courseCard(page, "Steel Structures: Design of Industrial Buildings").getByText(
      /^\d{1,2} [A-Z][a-z]+ \d{4} · \$120$/,
    ),
  ).toBeVisible();
  await expectNoSideScroll(page);
});

test("product cards show the upstream's price with Buy", async ({ page }) => {
  const upstream = await upstreamList<{ title: string; price: number }>(
    "/api/Documents/Products?PageNumber=1&PageSize=50",
  );
  await page.goto("/products");
  for (const demo of demoProducts) {
    const product = upstream.find((candidate) => candidate.title === demo.title)!;
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: demo.title, exact: true }) });
    // "Price" is the screen readers' word before the amount (visually hidden).
    const price = card.getByText(`Price $${amount(product.price)}`, { exact: true });
    await expect(price).toBeVisible();
    await expect(card.getByRole("link", { name: `Buy ${demo.title}` })).toBeVisible();
    const [cardBox, priceBox] = await Promise.all([card.boundingBox(), price.boundingBox()]);
    expect(priceBox!.x + priceBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  }
  await expectNoSideScroll(page);
});
