import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { courses, headers, products } from "../src/db/schema";
import type { OrderDto } from "@brightway/contract";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import {
  getTestContext,
  json,
  multipart,
  outbox,
  insertCourseWithPackage,
  appOnClock,
  storedOrder,
} from "./helpers";
import { pngBomb } from "./png-bomb";

// Limits on payment proofs (pixels, uploads per order, e-mails to the admin)
// and re-quoting an order its buyer comes back to. Each test failed on main c8dafa1.

freshCallersBeforeEach();
let courseId: string;
let packageId: string;

const clock = appOnClock("2026-03-01T10:00:00.000Z");
const send = clock.send;

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

async function newOrder(): Promise<OrderDto> {
  const response = await send("POST", "/api/Orders", {
    token: student.token,
    json: { kind: "package", courseId, packageId, paymentMethod: "wallet" },
  });
  expect(response.status).toBe(201);
  return json<OrderDto>(response);
}

async function sendProof(orderId: string, data?: Buffer): Promise<Response> {
  return send("POST", `/api/Orders/${orderId}/Proof`, {
    token: student.token,
    body: multipart(data ?? (await photo()), "transfer.png"),
  });
}

async function proofMails(reference: string): Promise<string[]> {
  // Quoted-printable soft line breaks joined, so a sentence reads whole.
  return (await outbox())
    .filter(
      (mail) =>
        /^Subject: Payment proof from .* for order /m.test(mail) &&
        mail.includes(`for order ${reference}`),
    )
    .map((mail) => mail.replace(/=\r?\n/g, ""));
}

beforeEach(async () => {
  await clock.reset();
  const { course, pack } = await insertCourseWithPackage({ discount: 10, hasDiscount: true });
  courseId = course.id;
  packageId = pack.id;
});

describe("image pixel limit (50 megapixels)", () => {
  it("refuses a 16,000 × 16,000 PNG proof within a second, saying the image is too large", async () => {
    const order = await newOrder();
    const bomb = pngBomb(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = performance.now();
    const response = await sendProof(order.id, bomb);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(413);
    expect((await json<{ detail: string }>(response)).detail).toBe(
      "This image is too large: at most 50 megapixels.",
    );
    expect(elapsed).toBeLessThan(1000);
    const row = await storedOrder(order.id);
    expect(row?.status).toBe("awaiting_proof");
    expect(await proofMails(order.reference)).toHaveLength(0);
  });

  it("says the same for a 20,000 × 20,000 PNG (not 'not an image')", async () => {
    const order = await newOrder();
    const response = await sendProof(order.id, pngBomb(20_000, 20_000));
    expect(response.status).toBe(413);
    expect((await json<{ detail: string }>(response)).detail).toBe(
      "This image is too large: at most 50 megapixels.",
    );
  });

  it("refuses an image over the limit on the admin's image uploads too (stored as sent, decoded later)", async () => {
    const { database } = await getTestContext();
    const [header] = await database.db.insert(headers).values({}).returning();
    const response = await send("POST", `/api/Static/UploadHeaderImage/${header!.id}`, {
      token: admin.token,
      body: multipart(pngBomb(16_000, 16_000), "banner.png"),
    });
    expect(response.status).toBe(413);
    expect((await json<{ detail: string }>(response)).detail).toBe(
      "This image is too large: at most 50 megapixels.",
    );
  });
});

describe("proof uploads per order", () => {
  it("accepts 5 proofs of one order in an hour and refuses the 6th with 429 and Retry-After", async () => {
    const order = await newOrder();
    for (let i = 0; i < 5; i += 1) expect((await sendProof(order.id)).status).toBe(200);
    const refused = await sendProof(order.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    // Another order of the same buyer is counted apart.
    const other = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "product", productId: await productId(), paymentMethod: "card" },
    });
    expect((await sendProof((await json<OrderDto>(other)).id)).status).toBe(200);
  });

  it("e-mails the admin at most once per order per 15 minutes, counting the proofs in between", async () => {
    const order = await newOrder();
    expect((await sendProof(order.id)).status).toBe(200);
    clock.now = new Date(clock.now.getTime() + 5 * 60_000);
    expect((await sendProof(order.id)).status).toBe(200);
    clock.now = new Date(clock.now.getTime() + 5 * 60_000);
    expect((await sendProof(order.id)).status).toBe(200);
    expect(await proofMails(order.reference)).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + 6 * 60_000); // 16 minutes after the first e-mail
    expect((await sendProof(order.id)).status).toBe(200);
    const mails = await proofMails(order.reference);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("The buyer sent 3 proofs since the last e-mail about this order");
    // The last e-mail's time is kept on the order row (it survives a restart).
    const row = await storedOrder(order.id);
    expect(row?.adminNotifiedAt).toBe("2026-03-01 10:16:00");
  });
});

async function productId(): Promise<number> {
  const { database } = await getTestContext();
  const [product] = await database.db
    .insert(products)
    .values({ title: "Beam tables", price: 25 })
    .returning();
  return product!.id;
}

async function endDiscount(): Promise<void> {
  const { database } = await getTestContext();
  await database.db
    .update(courses)
    .set({ hasDiscount: false, discount: 0 })
    .where(eq(courses.id, courseId));
}

describe("re-quoting an order its buyer comes back to", () => {
  it("prices the order again when the discount ended: the buyer reads the new amount and the old one", async () => {
    const order = await newOrder();
    expect(order.amount).toBe(1350);
    expect(order.previousAmount).toBeNull();
    await endDiscount();
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);

    // An admin's read changes nothing.
    const seenByAdmin = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: admin.token }),
    );
    expect(seenByAdmin.amount).toBe(1350);

    const seenByBuyer = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(seenByBuyer.amount).toBe(1500);
    expect(seenByBuyer.previousAmount).toBe(1350);
    expect(seenByBuyer.quotedAt).toBe("2026-03-01T11:00:00.000Z");
  });

  it("re-quotes when the buyer reopens the order (POST /api/Orders) and before a proof is accepted", async () => {
    const order = await newOrder();
    await endDiscount();
    const reopened = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "package", courseId, packageId, paymentMethod: "card" },
    });
    expect(reopened.status).toBe(200);
    expect(await json<OrderDto>(reopened)).toMatchObject({
      id: order.id,
      amount: 1500,
      previousAmount: 1350,
    });

    const second = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "product", productId: await productId(), paymentMethod: "card" },
    });
    const productOrder = await json<OrderDto>(second);
    const { database } = await getTestContext();
    await database.db
      .update(products)
      .set({ price: 30 })
      .where(eq(products.id, productOrder.productId!));
    const proved = await sendProof(productOrder.id);
    expect(proved.status).toBe(200);
    expect(await json<OrderDto>(proved)).toMatchObject({
      amount: 30,
      previousAmount: 25,
      status: "proof_submitted",
    });
  });

  it("re-quotes after 72 hours even at the same price, and never an order whose proof waits for a decision", async () => {
    const order = await newOrder();
    clock.now = new Date(clock.now.getTime() + 71 * 60 * 60_000);
    const early = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(early.quotedAt).toBe("2026-03-01T10:00:00.000Z");
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    const late = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(late).toMatchObject({
      amount: 1350,
      previousAmount: null,
      quotedAt: "2026-03-04T10:00:00.000Z",
    });

    expect((await sendProof(order.id)).status).toBe(200);
    await endDiscount();
    const waiting = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(waiting).toMatchObject({ status: "proof_submitted", amount: 1350 });
  });
});

describe("image decoding line", () => {
  it("answers 503 with Retry-After, storing nothing, while the decode line is full", async () => {
    const { inDecodeLine } = await import("../src/http/images");
    const order = await newOrder();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Two lanes busy and eight waiting: the line is full.
    const holders = Array.from({ length: 10 }, () => inDecodeLine(() => held));
    try {
      const response = await sendProof(order.id);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await json<{ detail: string }>(response)).detail).toBe(
        "The server is busy. Please try again in a moment.",
      );
      expect((await storedOrder(order.id))?.status).toBe("awaiting_proof");
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await sendProof(order.id)).status).toBe(200);
  });
});
