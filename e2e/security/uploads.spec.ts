import { expect, test, type Page } from "../test";
import { createStudent, loginAs, placeOrder } from "../fixtures";
import { pngBomb } from "@brightway/upstream/test/png-bomb";

// Uploads that cannot exhaust the server (image bombs; proofs re-uploaded without limit). The demo-data item
// (a production start on an empty database seeds no student) is a contract test of the
// upstream's startup path: upstream/test/demo-seed.test.ts.
const product = "Retaining Wall Design Spreadsheet";
const proofLabel = "Photo or screenshot of the payment";

/** Logs a new student in, opens an order for the product and returns the order's id. */
async function openOrder(page: Page): Promise<string> {
  const account = await createStudent();
  await loginAs(page, account.email, account.password);
  await page.goto("/products");
  await page.getByRole("link", { name: product }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();
  await page.getByRole("link", { name: /^Buy/ }).first().click();
  await expect(page).toHaveURL(/\/payment\?product=\d+$/);
  await placeOrder(page);
  return new URL(page.url()).searchParams.get("order")!;
}

test("a 16,000 × 16,000 PNG proof is refused within a second, saying the image is too large", async ({
  page,
}) => {
  const orderId = await openOrder(page);
  const bomb = pngBomb(16_000, 16_000);
  expect(bomb.length).toBeLessThan(64 * 1024);

  await test.step("the page refuses it when chosen, before its preview would decode it", async () => {
    const started = Date.now();
    await page
      .getByLabel(proofLabel, { exact: true })
      .setInputFiles({ name: "transfer.png", mimeType: "image/png", buffer: bomb });
    await expect(
      page.getByText("This image is too large: at most 50 megapixels.").first(),
    ).toBeVisible();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(page.getByRole("img", { name: /Preview of the chosen/ })).toHaveCount(0);
  });

  await test.step("the server refuses it too when sent anyway (a script, not the page)", async () => {
    const started = Date.now();
    const response = await page.request.post(`/api/orders/${orderId}/proof`, {
      multipart: { file: { name: "transfer.png", mimeType: "image/png", buffer: bomb } },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await response.json()).toEqual({
      ok: false,
      message: "This image is too large: at most 50 megapixels.",
    });
    await page.reload();
    await expect(page.getByText("Waiting for your payment proof")).toBeVisible();
  });
});

test("the 6th payment proof of one order within the hour is refused with when to try again", async ({
  page,
}) => {
  const orderId = await openOrder(page);
  const photo = { name: "transfer.png", mimeType: "image/png", buffer: pngBomb(40, 30) };
  // Five proofs (the first and four re-uploads) through the page's own upload route.
  for (let i = 0; i < 5; i += 1) {
    const response = await page.request.post(`/api/orders/${orderId}/proof`, {
      multipart: { file: photo },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await page.getByLabel(proofLabel, { exact: true }).setInputFiles(photo);
  await page.getByRole("button", { name: "Send a new proof" }).click();
  await expect(
    page.getByText(/^Too many attempts\. Please try again in (60|59) minutes\.$/).first(),
  ).toBeVisible();
});
