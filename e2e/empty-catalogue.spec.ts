import { expect, test } from "./test";

// The same built app on an upstream with an empty database (UPSTREAM_SEED=none): every list
// shows its empty text from the spec, and the home page renders without header photos.
test.use({ baseURL: process.env.E2E_EMPTY_WEB_URL });

const emptyLists = [
  { path: "/onDemandCourses", text: "No On-Demand Courses Yet" },
  { path: "/onlineCourses", text: "No Online Courses Yet" },
  { path: "/products", text: "No Products Yet" },
  { path: "/publications", text: "No Publications Yet" },
  { path: "/consultancyServices", text: "No Projects Yet" },
];

for (const { path, text } of emptyLists) {
  test(`${path} on an empty catalogue says '${text}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
  });
}

test("the home page renders without header photos and without an error", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Failed To Get Header Photos")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /online courses/i }).first()).toBeVisible();
});
