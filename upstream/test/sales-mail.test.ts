import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OrderDto } from "@brightway/contract";
import { admin, orderablesOnClockBeforeEach, packageBody, productBody, student } from "./fixtures";
import { json, mailsTo, multipart } from "./helpers";

// The e-mails of selling (upstream/EXTENSIONS.md "E-mails of selling"): order placed, proof
// received (to the admin), approved, rejected and welcome; text and HTML, links absolute to the
// web app's address (WEB_BASE_URL).

const site = "https://brightway.example";
const clock = orderablesOnClockBeforeEach("2026-03-01T10:00:00.000Z", "instant", {
  WEB_BASE_URL: site,
  ADMIN_EMAIL: "owner@brightway.example",
});
const send = clock.send;

async function order(body: Record<string, unknown>): Promise<OrderDto> {
  return json<OrderDto>(await send("POST", "/api/Orders", { token: student.token, json: body }));
}

async function withProof(body: Record<string, unknown>): Promise<OrderDto> {
  const placed = await order(body);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const response = await send("POST", `/api/Orders/${placed.id}/Proof`, {
    token: student.token,
    body: multipart(png, "t.png"),
  });
  expect(response.status).toBe(200);
  return placed;
}

describe("order placed", () => {
  it("e-mails the buyer the reference, the amount, how to pay and the order's page, in text and HTML, once", async () => {
    const placed = await order(packageBody);
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(`Subject: Your order ${placed.reference}: how to pay`);
    expect(mail).toContain(`Reference code: ${placed.reference}`);
    expect(mail).toContain("Amount to pay: 1,500 EGP");
    expect(mail).toContain("How to pay by Instant Transfer:");
    expect(mail).toContain(
      `1. Send 1,500 EGP to the account shown on your order page, and write ${placed.reference} in the transfer note.`,
    );
    expect(mail).toContain(`Your order page: ${site}/payment?order=${placed.id}`);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain(`<a href="${site}/payment?order=${placed.id}">`);
    // Reopening the same open order is not a new order: no second e-mail.
    await order({ ...packageBody, paymentMethod: "wallet" });
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it("gives a USD order's EGP amount at the admin's rate with the rate and its date", async () => {
    await send("PUT", "/api/ExchangeRate", { token: admin.token, json: { egpPerUsd: 48.37 } });
    await order({ ...productBody, paymentMethod: "wallet" });
    const mail = (await mailsTo(student.email)).at(-1);
    expect(mail).toContain(
      "Amount to pay: $120 or 5,805 EGP (1 US dollar = 48.37 EGP, our rate of 1 March 2026)",
    );
    // A wallet takes pounds: step 1 asks for the EGP amount.
    expect(mail).toContain("1. Send 5,805 EGP to the account shown on your order page");
  });

  it("never asks for dollars to a wallet while no rate is set: the buyer waits for the amount in pounds", async () => {
    const placed = await order({ ...productBody, paymentMethod: "wallet" });
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain("Amount to pay: $120");
    expect(mail).toContain(
      `1. Wait for BrightWay to confirm the amount in Egyptian pounds on your order page, then send it to the account shown there, and write ${placed.reference} in the transfer note.`,
    );
    expect(mail).not.toContain("Send $120");
  });

  it("asks for dollars only to the card's US-dollar account while no rate is set", async () => {
    const placed = await order({ ...productBody, paymentMethod: "card" });
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain(
      `1. Send $120 to the US-dollar account shown on your order page (to pay in Egyptian pounds instead, wait for BrightWay to confirm the amount there), and write ${placed.reference} in the transfer note.`,
    );
  });
});

describe("proof received", () => {
  it("e-mails the admin the student's name and e-mail, the item, the amount and the order in Manage Orders", async () => {
    const placed = await withProof(packageBody);
    const mail = (await mailsTo("owner@brightway.example")).at(-1)!;
    // The test students are named "Test {userName}".
    const name = `Test ${student.email.split("@")[0]}`;
    expect(mail).toContain(`Subject: Payment proof from ${name} for order ${placed.reference}`);
    expect(mail).toContain(
      `${name} (${student.email}) sent a payment proof for order ${placed.reference}.`,
    );
    expect(mail).toContain("Item: Steel Design: 3 months Package");
    expect(mail).toContain("Amount: 1,500 EGP");
    expect(mail).toContain(`${site}/manageOrders#order-${placed.reference}`);
  });
});

describe("approved and rejected", () => {
  it("links a product's buyer to Enrolled Products", async () => {
    const placed = await withProof({ ...productBody, paymentMethod: "card" });
    expect(
      (await send("POST", `/api/Orders/${placed.id}/Approve`, { token: admin.token })).status,
    ).toBe(200);
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain(`Subject: Your order ${placed.reference} is approved`);
    expect(mail).toContain(`Download it from your Enrolled Products: ${site}/enrolledProducts`);
  });

  it("gives the reason and the order's page to send a new proof", async () => {
    const placed = await withProof(packageBody);
    const response = await send("POST", `/api/Orders/${placed.id}/Reject`, {
      token: admin.token,
      json: { reason: "The transfer note has no reference code." },
    });
    expect(response.status).toBe(200);
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain("Reason: The transfer note has no reference code.");
    expect(mail).toContain(
      `Upload a new proof on your order page: ${site}/payment?order=${placed.id}`,
    );
  });
});

describe("welcome", () => {
  it("e-mails a new student where to start, with absolute links, once the address is confirmed", async () => {
    const email = `welcome${Date.now()}@gmail.com`;
    const response = await send("POST", "/api/Authentication", {
      json: {
        firstname: "Mona",
        lastname: "Adel",
        userName: `mona${Date.now()}`,
        password: "Password1234",
        email,
        phoneNumber: "01000000000",
        gender: 1,
      },
    });
    expect(response.status).toBe(200);
    const confirmation = (await mailsTo(email)).at(-1)!;
    expect(confirmation).toContain("Subject: Confirm your e-mail");
    const token = /confirmEmail\?token=([A-Za-z0-9_-]+)/.exec(confirmation)?.[1];
    expect((await send("POST", "/api/EmailConfirmation/Confirm", { json: { token } })).status).toBe(
      200,
    );
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail).toContain("Subject: Welcome to BrightWay");
    expect(mail).toContain("Welcome to BrightWay, Mona!");
    expect(mail).toContain(`<a href="${site}/onDemandCourses">`);
    expect(mail).toContain(`${site}/onlineCourses`);
  });
});
