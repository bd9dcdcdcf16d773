import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { OrderDto } from "@brightway/contract";
import { users } from "../src/db/schema";
import { plainMailBodies } from "../src/mail";
import { orderablesOnClockBeforeEach, packageBody, student } from "./fixtures";
import { json, mailsTo, multipart, outbox, testDb } from "./helpers";

// Our e-mails link only to our own site (upstream/EXTENSIONS.md "E-mail confirmation" and
// "E-mails of selling"): a text someone wrote is plain in both parts, never an anchor, and where
// it reaches someone else it is defanged, so that no mail client turns it into a live link from
// our sender. The raw .eml (the outbox) is read as it would be delivered, and decoded.

const site = "https://brightway.example";
const evilName = "https://evil.example/verify?x=";
const clock = orderablesOnClockBeforeEach("2026-03-01T10:00:00.000Z", "instant", {
  WEB_BASE_URL: site,
  ADMIN_EMAIL: "owner@brightway.example",
});
const send = clock.send;

/** The raw .eml files of the outbox to `to` (undecoded: what a mail client receives). */
async function rawMailsTo(to: string): Promise<string[]> {
  return (await outbox()).filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** Asserts that neither the raw nor the decoded e-mail has a live link to evil.example. */
function expectNoEvilLink(raw: string, decoded: string): void {
  for (const mail of [raw, decoded]) {
    expect(mail).not.toMatch(/<a [^>]*evil\.example/i);
    expect(mail).not.toContain("https://evil.example");
    expect(mail).not.toContain("www.evil.example");
  }
}

describe("a stranger's text in our e-mails", () => {
  it("a first name that is an address reaches the confirmed student's welcome defanged, never linked", async () => {
    const email = `victim${Date.now()}@gmail.com`;
    const signup = await send("POST", "/api/Authentication", {
      json: {
        firstname: evilName,
        lastname: "Adel",
        userName: `victim${Date.now()}`,
        password: "Password1234",
        email,
        phoneNumber: "01000000000",
        gender: 1,
      },
    });
    expect(signup.status).toBe(200);
    // The confirmation carries nothing the signer-up wrote.
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toContain("Subject: Confirm your e-mail");
    expect(confirmation).not.toContain("evil");
    const token = /confirmEmail\?token=([A-Za-z0-9_-]+)&purpose=signup/.exec(confirmation!)?.[1];
    expect(token).toBeTruthy();
    expect((await send("POST", "/api/EmailConfirmation/Confirm", { json: { token } })).status).toBe(
      200,
    );

    const decoded = (await mailsTo(email)).at(-1)!;
    const raw = (await rawMailsTo(email)).at(-1)!;
    expect(decoded).toContain("Subject: Welcome to BrightWay");
    expect(decoded).toContain("Welcome to BrightWay, https[:]//evil.example/verify?x=!");
    expectNoEvilLink(raw, decoded);
    // Our own links are still links.
    expect(decoded).toContain(`<a href="${site}/onDemandCourses">`);
  });

  it("a student's name in the owner's 'Payment proof from …' is defanged in the subject and both parts", async () => {
    await (
      await testDb()
    )
      .update(users)
      .set({ firstName: evilName, lastName: "www.evil.example" })
      .where(eq(users.id, student.id));
    const placed = await json<OrderDto>(
      await send("POST", "/api/Orders", { token: student.token, json: packageBody }),
    );
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    const proof = await send("POST", `/api/Orders/${placed.id}/Proof`, {
      token: student.token,
      body: multipart(png, "t.png"),
    });
    expect(proof.status).toBe(200);
    const decoded = (await mailsTo("owner@brightway.example")).at(-1)!;
    const raw = (await rawMailsTo("owner@brightway.example")).at(-1)!;
    // (The subject is read unfolded; its "=" before a fold is the test decoder's to lose.)
    expect(decoded).toContain("Subject: Payment proof from https[:]//evil.example/verify?x");
    expect(decoded).toContain(`www[.]evil.example for order ${placed.reference}`);
    expectNoEvilLink(raw, decoded);
    expect(decoded).toContain(`<a href="${site}/manageOrders#order-${placed.reference}">`);
  });

  it("an enquiry's name and message with links reach the owner defanged, never linked", async () => {
    const response = await send("POST", "/api/Enquiries", {
      json: {
        name: "https://evil.example/a",
        email: "layla.mansour@example.com",
        projectType: "Retrofitting and strengthening",
        message:
          "Please log in at https://evil.example/login?next=/admin or www.evil.example to see the drawings.",
      },
    });
    expect(response.status).toBe(201);
    const decoded = (await mailsTo("owner@brightway.example")).at(-1)!;
    const raw = (await rawMailsTo("owner@brightway.example")).at(-1)!;
    expect(decoded).toContain("Subject: New consultancy enquiry from https[:]//evil.example/a");
    expect(decoded).toContain(
      "Please log in at https[:]//evil.example/login?next=/admin or www[.]evil.example to see the drawings.",
    );
    expectNoEvilLink(raw, decoded);
    expect(decoded).toContain(`<a href="${site}/manageEnquiries">`);
  });
});

describe("plainMailBodies", () => {
  it("makes an anchor of a LinkParagraph's url only; an address inside a text stays text", () => {
    const { text, html } = plainMailBodies([
      "Dear <b>Mona</b>, see http://evil.example/x",
      { text: "Your order page:", url: `${site}/payment?order=1&x="` },
    ]);
    expect(text).toBe(
      `Dear <b>Mona</b>, see http://evil.example/x\n\nYour order page: ${site}/payment?order=1&x="`,
    );
    expect(html).toBe(
      `<div dir="auto"><p>Dear &lt;b&gt;Mona&lt;/b&gt;, see http://evil.example/x</p>` +
        `<p>Your order page: <a href="${site}/payment?order=1&amp;x=&quot;">${site}/payment?order=1&amp;x=&quot;</a></p></div>`,
    );
  });

  it("with defang, neutralises :// and www. in every text but never in our own link", () => {
    const { text, html } = plainMailBodies(
      ["From HTTPS://evil.example and WWW.evil.example", { text: "Open:", url: `${site}/x` }],
      { defang: true },
    );
    expect(text).toBe(`From HTTPS[:]//evil.example and WWW[.]evil.example\n\nOpen: ${site}/x`);
    expect(html).toContain("From HTTPS[:]//evil.example and WWW[.]evil.example");
    expect(html).toContain(`<a href="${site}/x">${site}/x</a>`);
  });
});
