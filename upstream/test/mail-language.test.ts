import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type OrderDto, studentDto } from "@brightway/contract";
import { scheduleChangeMail } from "../src/class-mail";
import { users } from "../src/db/schema";
import { readEml, type ReadMail } from "./eml";
import { admin, orderablesOnClockBeforeEach, otherStudent, packageBody, student } from "./fixtures";
import { expectProblem, json, multipart, outbox, testDb } from "./helpers";

// Extension "Language" (upstream/EXTENSIONS.md): a student's language is kept on the profile and
// every e-mail to them is written in it; names and titles are isolated so that an Arabic name
// never drags the words around it ("يوسف, your live session …").

const site = "https://brightway.example";
const owner = "owner@brightway.example";
const clock = orderablesOnClockBeforeEach("2026-03-01T10:00:00.000Z", "wallet", {
  WEB_BASE_URL: site,
  ADMIN_EMAIL: owner,
});
const send = clock.send;

const FSI = "\u2068";
const PDI = "\u2069";
/** Arabic-Indic digits (٠-٩): none may appear, amounts and times stay in Latin digits. */
const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

/** Every e-mail in the outbox to `to`, read, oldest first. */
async function mailsTo(to: string): Promise<ReadMail[]> {
  return (await outbox())
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map(readEml);
}

const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1)!;

/** Makes `who` an Arabic-reading student named يوسف Adel. */
async function arabicStudent(who: { id: string }) {
  await (
    await testDb()
  )
    .update(users)
    .set({ firstName: "يوسف", lastName: "Adel", language: "ar" })
    .where(eq(users.id, who.id));
}

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: "Mona",
  lastname: "Adel",
  userName: email.split("@")[0],
  password: "Password1234",
  email,
  phoneNumber: "01000000000",
  gender: 1,
  ...extra,
});

describe("the profile's language", () => {
  const profile = async () =>
    studentDto.exact.parse(
      await json(await send("GET", `/api/Students/${student.id}`, { token: student.token })),
    );
  const update = (body: Record<string, unknown>) =>
    send("PUT", `/api/Students/${student.id}`, {
      token: student.token,
      json: { firstname: "Test", lastname: "Student", ...body },
    });

  it("is probed at /api/Language/version", async () => {
    const response = await send("GET", "/api/Language/version");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 1 });
  });

  it("reads English until chosen, is kept when absent, and takes en or ar only", async () => {
    expect((await profile()).language).toBe("en");
    expect((await update({ language: "ar" })).status).toBe(204);
    expect((await profile()).language).toBe("ar");
    // A legacy client sends no language: the stored one stays.
    expect((await update({ firstname: "Yousef" })).status).toBe(204);
    expect((await profile()).language).toBe("ar");
    for (const wrong of ["fr", "AR", "ar-EG", "", 1]) {
      const problem = await expectProblem(
        await update({ firstname: "Changed", language: wrong }),
        400,
      );
      expect(JSON.stringify(problem)).toContain(
        'The language must be \\"en\\" (English) or \\"ar\\" (Arabic).',
      );
    }
    // Nothing was written by a refused update.
    expect(await profile()).toMatchObject({ firstName: "Yousef", language: "ar" });
    expect((await update({ language: "en" })).status).toBe(204);
    expect((await profile()).language).toBe("en");
  });
});

describe("e-mails in the student's language", () => {
  it("a signup in Arabic gets its confirmation in Arabic, right to left; without one, English", async () => {
    const arabic = `arabic${Date.now()}@gmail.com`;
    expect(
      (await send("POST", "/api/Authentication", { json: signupBody(arabic, { language: "ar" }) }))
        .status,
    ).toBe(200);
    const confirmation = await lastMailTo(arabic);
    expect(confirmation.subject).toBe("تأكيد بريدك الإلكتروني");
    expect(confirmation.text).toContain("إذا كنت أنت، فأكِّد العنوان بفتح هذا الرابط:");
    expect(confirmation.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);

    const english = `english${Date.now()}@gmail.com`;
    expect((await send("POST", "/api/Authentication", { json: signupBody(english) })).status).toBe(
      200,
    );
    const plain = await lastMailTo(english);
    expect(plain.subject).toBe("Confirm your e-mail");
    expect(plain.html.startsWith('<div dir="auto">')).toBe(true);

    const refused = await send("POST", "/api/Authentication", {
      json: signupBody(`french${Date.now()}@gmail.com`, { language: "fr" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The language must be");
  });

  it("the password reset is Arabic for an Arabic student and unchanged for an English one", async () => {
    await arabicStudent(student);
    const forgot = (email: string) =>
      send("POST", `/api/Authentication/forgotpassword/${encodeURIComponent(email)}`);
    expect((await forgot(student.email)).status).toBe(200);
    const arabic = await lastMailTo(student.email);
    expect(arabic.subject).toBe("إعادة تعيين كلمة المرور");
    expect(arabic.text).toMatch(/^اضغط على الرابط التالي لإعادة تعيين كلمة المرور:\n\nhttp/);
    expect(arabic.html).toContain('<div dir="rtl" lang="ar">');

    expect((await forgot(otherStudent.email)).status).toBe(200);
    const english = await lastMailTo(otherStudent.email);
    expect(english.subject).toBe("Password Reset");
    expect(english.text).toMatch(/^Click the following link to reset your password:\n\nhttp/);
    expect(english.html).toContain('<div dir="auto">');
  });

  it("an Arabic buyer's order placed and approved e-mails are Arabic with the title isolated; the owner's stays English", async () => {
    await arabicStudent(student);
    const placed = await json<OrderDto>(
      await send("POST", "/api/Orders", { token: student.token, json: packageBody }),
    );
    const ref = `${FSI}${placed.reference}${PDI}`;
    const howToPay = await lastMailTo(student.email);
    expect(howToPay.subject).toBe(`طلبك ${ref}: طريقة الدفع`);
    expect(howToPay.text).toContain(`الرمز المرجعي: ${ref}`);
    expect(howToPay.text).toContain(`شكرًا لك على طلب ${FSI}${placed.title}${PDI}.`);
    expect(howToPay.text).toContain("طريقة الدفع عبر المحفظة الإلكترونية:");
    // Cairo time, Arabic words, Latin digits.
    expect(howToPay.text).toMatch(
      /ينتهي الطلب يوم \S+ \d{1,2} \S+ \d{4}، الساعة \d{2}:\d{2} \(بتوقيت القاهرة\)\./,
    );
    expect(howToPay.text).not.toMatch(arabicIndicDigits);
    expect(howToPay.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(howToPay.html).toContain(`<bdi>${placed.title}</bdi>`);
    expect(howToPay.html).not.toContain(FSI);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    expect(
      (
        await send("POST", `/api/Orders/${placed.id}/Proof`, {
          token: student.token,
          body: multipart(png, "t.png"),
        })
      ).status,
    ).toBe(200);
    // The owner has no account at ADMIN_EMAIL here: English, the Arabic name isolated in it.
    const proof = await lastMailTo(owner);
    expect(proof.subject).toBe(
      `Payment proof from ${FSI}يوسف Adel${PDI} for order ${placed.reference}`,
    );
    expect(proof.html).toContain("<bdi>يوسف Adel</bdi> (");

    expect(
      (await send("POST", `/api/Orders/${placed.id}/Approve`, { token: admin.token })).status,
    ).toBe(200);
    const approved = await lastMailTo(student.email);
    expect(approved.subject).toBe(`تمت الموافقة على طلبك ${ref}`);
    expect(approved.text).toContain(
      `تمت الموافقة على دفعتك مقابل ${FSI}${placed.title}${PDI} (الطلب ${ref}).`,
    );
    expect(approved.text).toMatch(/يبدأ وصولك إلى الدورة الآن وينتهي يوم .*\(بتوقيت القاهرة\)\./);
    expect(approved.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
  });

  it("an English buyer's order e-mail is as it always was", async () => {
    const placed = await json<OrderDto>(
      await send("POST", "/api/Orders", { token: otherStudent.token, json: packageBody }),
    );
    const mail = await lastMailTo(otherStudent.email);
    expect(mail.subject).toBe(`Your order ${placed.reference}: how to pay`);
    expect(mail.text).toContain(`Thank you for your order of ${placed.title}.`);
    expect(mail.text).toMatch(
      /expires on \w+ \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Africa\/Cairo\)\./,
    );
    expect(mail.text).not.toContain(FSI);
    expect(mail.html.startsWith('<div dir="auto">')).toBe(true);
  });

  it("the owner's own e-mails follow the owner's account's language", async () => {
    await (
      await testDb()
    )
      .update(users)
      .set({ email: owner, language: "ar" })
      .where(eq(users.id, admin.id));
    const response = await send("POST", "/api/Enquiries", {
      json: {
        name: "Layla Mansour",
        email: "layla.mansour@example.com",
        projectType: "Retrofitting and strengthening",
        message: "Please call me.",
      },
    });
    expect(response.status).toBe(201);
    const mail = await lastMailTo(owner);
    expect(mail.subject).toBe(`استفسار استشاري جديد من ${FSI}Layla Mansour${PDI}`);
    expect(mail.text).toContain("الرسالة:\nPlease call me.");
    expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
  });
});

describe("a live session's change", () => {
  const moved = {
    kind: "moved" as const,
    title: "Response spectra",
    from: new Date("2026-03-10T16:00:00Z"),
    to: new Date("2026-03-12T16:00:00Z"),
    durationMinutes: 90,
  };
  const links = { webBase: site, unsubscribePage: `${site}/unsubscribe?token=abc` };
  const yousef = {
    studentId: "s1",
    email: "yousef@example.com",
    firstName: "يوسف",
    lastName: "حسن",
  };

  it("reaches an Arabic student in Arabic, right to left, every name and title isolated", () => {
    const mail = scheduleChangeMail(
      [moved],
      { id: "c2", name: "Seismic Design" },
      { ...yousef, language: "ar" },
      links,
    );
    expect(mail.subject).toBe(
      `${FSI}Seismic Design${PDI}: تم نقل «${FSI}Response spectra${PDI}» إلى الخميس 12 مارس 2026، الساعة 18:00 (بتوقيت القاهرة)`,
    );
    expect(mail.text).toContain(`مرحبًا ${FSI}يوسف حسن${PDI}،`);
    expect(mail.text).toContain(
      `تم نقل «${FSI}Response spectra${PDI}» من الثلاثاء 10 مارس 2026، الساعة 18:00 (بتوقيت القاهرة) إلى الخميس 12 مارس 2026، الساعة 18:00 (بتوقيت القاهرة).`,
    );
    expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(mail.html).toContain("<bdi>يوسف حسن</bdi>");
    expect(mail.html).toContain(
      `<a href="${site}/onlineCourseDetails/c2">${site}/onlineCourseDetails/c2</a>`,
    );
  });

  it("reaches an English student named يوسف in English, the name isolated and nothing else changed", () => {
    const mail = scheduleChangeMail([moved], { id: "c2", name: "Seismic Design" }, yousef, links);
    expect(mail.subject).toBe(
      'Seismic Design: "Response spectra" moved to Thursday 12 March 2026 at 18:00 (Africa/Cairo)',
    );
    expect(mail.text).toContain(`Dear ${FSI}يوسف حسن${PDI},`);
    expect(mail.html).toContain("<p>Dear <bdi>يوسف حسن</bdi>,</p>");
    expect(mail.html.startsWith('<div dir="auto">')).toBe(true);
  });
});
