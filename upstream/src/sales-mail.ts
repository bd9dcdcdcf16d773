import { eq } from "drizzle-orm";
import { formatBusinessTime } from "./business-time";
import type { Executor } from "./db/client";
import { packages, users } from "./db/schema";
import { accessEndsAt } from "./entitlement";
import { defang, type LinkParagraph } from "./mail";
import {
  arabicCount,
  intlLocale,
  isolate,
  type Language,
  languageOfEmail,
  languageOfUser,
  type MailTexts,
} from "./mail-language";
import { approvalParagraphs, fromNaive, ORDER_EXPIRY_MS, type OrderRow } from "./orders";

/*
 * The e-mails of selling: order placed (to the buyer), proof received (to the admin), approved
 * and rejected (to the buyer), and welcome (a new student). Each is a subject and paragraphs;
 * `plainMailBodies` (mail.ts) makes the text and HTML parts: every text plain, only a
 * LinkParagraph's `url` an anchor. Links are absolute, on the web app's address the upstream
 * knows (`webBaseUrl`). `defang` marks a mail that carries text another person wrote (a
 * student's name in the owner's e-mail, the name typed at signup). Each is written in its
 * recipient's language (mail-language.ts): the buyer's, or the owner's for the proof received;
 * names and titles are isolated (`isolate`), amounts and codes keep Latin digits.
 */

/** An e-mail's subject and its paragraphs (our own links as {@link LinkParagraph}s), in `language`. */
export interface MailContent {
  subject: string;
  paragraphs: (string | LinkParagraph)[];
  /** The paragraphs hold text written by someone other than the recipient: sent defanged. */
  defang?: boolean;
  /** The recipient's language: the HTML part's direction (`plainMailBodies`). */
  language: Language;
}

type PaymentMethod = OrderRow["paymentMethod"];

/** The texts of the selling e-mails. Values they receive (`title`, `name`, `ref`…) come isolated. */
interface SellingTexts {
  /** The method's name as the buyer read it on the tabs. */
  methods: Record<PaymentMethod, string>;
  /** An amount: "$120", "1,350 EGP" (`number` already formatted). */
  money: (number: string, currency: "EGP" | "USD") => string;
  /** A USD price with its EGP quote, the rate and the day it was set. */
  quoted: (price: string, egp: string, rate: string, day: string) => string;
  step: {
    note: (ref: string) => string;
    usdCardUnquoted: (price: string, note: string) => string;
    usdUnquoted: (note: string) => string;
    toAccount: (price: string) => string;
    usdOrEgp: (price: string, egp: string) => string;
    send: (what: string, note: string) => string;
  };
  placed: {
    subject: (ref: string) => string;
    thanks: (title: string) => string;
    reference: (ref: string) => string;
    amount: (amount: string) => string;
    how: (method: string) => string;
    photo: string;
    upload: string;
    page: string;
    expires: (when: string) => string;
  };
  proof: {
    subject: (name: string, ref: string) => string;
    someone: string;
    sent: (who: string, ref: string) => string;
    item: (title: string) => string;
    amount: (amount: string) => string;
    method: (method: string) => string;
    proofs: (count: number) => string;
    review: string;
    quiet: string;
  };
  approved: {
    subject: (ref: string) => string;
    approved: (title: string, ref: string) => string;
    download: string;
    access: (ends: string | null) => string;
    start: string;
  };
  rejected: {
    subject: (ref: string) => string;
    failed: (title: string, ref: string) => string;
    reason: (reason: string) => string;
    upload: string;
  };
  welcome: {
    subject: string;
    hello: (name: string | null) => string;
    ready: string;
    onDemand: string;
    online: string;
    mine: string;
    how: string;
  };
}

const sellingTexts: MailTexts<SellingTexts> = {
  en: {
    methods: { wallet: "Mobile Wallet", card: "Card", instant: "Instant Transfer" },
    money: (number, currency) => (currency === "USD" ? `$${number}` : `${number} EGP`),
    quoted: (price, egp, rate, day) =>
      `${price} or ${egp} (1 US dollar = ${rate} EGP, our rate of ${day})`,
    step: {
      note: (ref) => `and write ${ref} in the transfer note.`,
      usdCardUnquoted: (price, note) =>
        `1. Send ${price} to the US-dollar account shown on your order page (to pay in Egyptian pounds instead, wait for BrightWay to confirm the amount there), ${note}`,
      usdUnquoted: (note) =>
        `1. Wait for BrightWay to confirm the amount in Egyptian pounds on your order page, then send it to the account shown there, ${note}`,
      toAccount: (price) => `${price} to the account`,
      usdOrEgp: (price, egp) => `${price} to the US-dollar account or ${egp} to the EGP account`,
      send: (what, note) => `1. Send ${what} shown on your order page, ${note}`,
    },
    placed: {
      subject: (ref) => `Your order ${ref}: how to pay`,
      thanks: (title) => `Thank you for your order of ${title}.`,
      reference: (ref) => `Reference code: ${ref}`,
      amount: (amount) => `Amount to pay: ${amount}`,
      how: (method) => `How to pay by ${method}:`,
      photo: "2. Take a photo or screenshot of the success message of your payment.",
      upload: "3. Upload it on your order page. We enrol you within 24 hours of your proof.",
      page: "Your order page:",
      expires: (when) => `Without a proof the order expires on ${when}.`,
    },
    proof: {
      subject: (name, ref) => `Payment proof from ${name} for order ${ref}`,
      someone: "A student",
      sent: (who, ref) => `${who} sent a payment proof for order ${ref}.`,
      item: (title) => `Item: ${title}`,
      amount: (amount) => `Amount: ${amount}`,
      method: (method) => `Method: ${method}`,
      proofs: (count) =>
        `The buyer sent ${count} proofs since the last e-mail about this order; Manage Orders shows the latest.`,
      review: "Please review it within 24 hours in Manage Orders:",
      quiet:
        "Further proofs for this order within 15 minutes are not e-mailed; the next e-mail counts them.",
    },
    approved: {
      subject: (ref) => `Your order ${ref} is approved`,
      approved: (title, ref) => `Your payment for ${title} (order ${ref}) is approved.`,
      download: "Download it from your Enrolled Products:",
      access: (ends) => `Your access starts now${ends ? ` and ends on ${ends}` : ""}.`,
      start: "Start learning on the course page:",
    },
    rejected: {
      subject: (ref) => `Your order ${ref} needs a new proof`,
      failed: (title, ref) => `We could not confirm your payment for ${title} (order ${ref}).`,
      reason: (reason) => `Reason: ${reason}`,
      upload: "Upload a new proof on your order page:",
    },
    welcome: {
      subject: "Welcome to BrightWay",
      hello: (name) => `Welcome to BrightWay, ${name ?? "student"}!`,
      ready: "Your student account is ready. Here is where to start:",
      onDemand: "On-demand courses, at your own pace:",
      online: "Live online courses with an instructor:",
      mine: "Your courses, products and orders, once you buy:",
      how: "Buy a course, pay by mobile wallet, card or instant transfer, upload the proof, and we enrol you within 24 hours.",
    },
  },
  ar: {
    methods: {
      wallet: "المحفظة الإلكترونية",
      card: "البطاقة البنكية",
      instant: "التحويل اللحظي",
    },
    money: (number, currency) =>
      currency === "USD" ? `${number} دولار أمريكي` : `${number} جنيه مصري`,
    quoted: (price, egp, rate, day) =>
      `${price} أو ${egp} (1 دولار أمريكي = ${rate} جنيه مصري، وفق سعرنا بتاريخ ${day})`,
    step: {
      note: (ref) => `واكتب ${ref} في ملاحظة التحويل.`,
      usdCardUnquoted: (price, note) =>
        `1. أرسل ${price} إلى الحساب الدولاري الموضَّح في صفحة طلبك (وللدفع بالجنيه المصري بدلًا من ذلك، انتظر حتى تؤكد BrightWay المبلغ هناك)، ${note}`,
      usdUnquoted: (note) =>
        `1. انتظر حتى تؤكد BrightWay المبلغ بالجنيه المصري في صفحة طلبك، ثم أرسله إلى الحساب الموضَّح هناك، ${note}`,
      toAccount: (price) => `${price} إلى الحساب`,
      usdOrEgp: (price, egp) => `${price} إلى الحساب الدولاري أو ${egp} إلى حساب الجنيه المصري`,
      send: (what, note) => `1. أرسل ${what} كما هو موضَّح في صفحة طلبك، ${note}`,
    },
    placed: {
      subject: (ref) => `طلبك ${ref}: طريقة الدفع`,
      thanks: (title) => `شكرًا لك على طلب ${title}.`,
      reference: (ref) => `الرمز المرجعي: ${ref}`,
      amount: (amount) => `المبلغ المطلوب: ${amount}`,
      how: (method) => `طريقة الدفع عبر ${method}:`,
      photo: "2. التقط صورة أو لقطة شاشة لرسالة نجاح عملية الدفع.",
      upload: "3. ارفعها في صفحة طلبك. سنسجّلك في غضون 24 ساعة من استلام إثبات الدفع.",
      page: "صفحة طلبك:",
      expires: (when) => `إذا لم يصلنا إثبات الدفع، ينتهي الطلب يوم ${when}.`,
    },
    proof: {
      subject: (name, ref) => `إثبات دفع من ${name} للطلب ${ref}`,
      someone: "أحد الطلاب",
      sent: (who, ref) => `أرسل ${who} إثبات دفع للطلب ${ref}.`,
      item: (title) => `العنصر: ${title}`,
      amount: (amount) => `المبلغ: ${amount}`,
      method: (method) => `طريقة الدفع: ${method}`,
      proofs: (count) =>
        `أرسل المشتري ${arabicCount(count, { one: "إثباتًا واحدًا", two: "إثباتين", few: "إثباتات", many: "إثباتًا" })} منذ آخر رسالة عن هذا الطلب، وتعرض صفحة إدارة الطلبات أحدثها.`,
      review: "يُرجى مراجعته في غضون 24 ساعة من صفحة إدارة الطلبات:",
      quiet:
        "لن نرسل رسائل عن إثباتات أخرى لهذا الطلب خلال 15 دقيقة، وستذكر الرسالة التالية عددها.",
    },
    approved: {
      subject: (ref) => `تمت الموافقة على طلبك ${ref}`,
      approved: (title, ref) => `تمت الموافقة على دفعتك مقابل ${title} (الطلب ${ref}).`,
      download: "نزّله من صفحة «منتجاتي»:",
      access: (ends) => `يبدأ وصولك إلى الدورة الآن${ends ? ` وينتهي يوم ${ends}` : ""}.`,
      start: "ابدأ التعلّم من صفحة الدورة:",
    },
    rejected: {
      subject: (ref) => `طلبك ${ref} يحتاج إلى إثبات دفع جديد`,
      failed: (title, ref) => `لم نتمكن من تأكيد دفعتك مقابل ${title} (الطلب ${ref}).`,
      reason: (reason) => `السبب: ${reason}`,
      upload: "ارفع إثبات دفع جديدًا في صفحة طلبك:",
    },
    welcome: {
      subject: "مرحبًا بك في BrightWay",
      hello: (name) => (name ? `مرحبًا بك في BrightWay يا ${name}!` : "مرحبًا بك في BrightWay!"),
      ready: "حساب الطالب الخاص بك جاهز. إليك من أين تبدأ:",
      onDemand: "الدورات المسجَّلة، تدرسها بالوتيرة التي تناسبك:",
      online: "الدورات المباشرة عبر الإنترنت مع محاضر:",
      mine: "دوراتك ومنتجاتك وطلباتك، بعد الشراء:",
      how: "اشترِ الدورة، وادفع عبر المحفظة الإلكترونية أو البطاقة البنكية أو التحويل اللحظي، ثم ارفع إثبات الدفع، وسنسجّلك في غضون 24 ساعة.",
    },
  },
};

/** A money amount as the web app writes it: "$120", "1,350 EGP", "$19.99" (Latin digits in Arabic too). */
function money(amount: number, currency: "EGP" | "USD", language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = amount.toLocaleString(language === "ar" ? intlLocale("ar") : "en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return sellingTexts[language].money(number, currency);
}

/**
 * What the order asks: "1,350 EGP", or for a USD order with an EGP quote "$120 or 5,805 EGP
 * (1 US dollar = 48.37 EGP, our rate of …)".
 */
function orderAmountLine(row: OrderRow, language: Language): string {
  const price = money(row.amount, row.currency, language);
  if (
    row.currency !== "USD" ||
    row.egpAmount === null ||
    row.egpRate === null ||
    row.egpRateSetAt === null
  )
    return price;
  const day = fromNaive(row.egpRateSetAt).toLocaleDateString(intlLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Cairo",
  });
  const rate = row.egpRate.toLocaleString(language === "ar" ? intlLocale("ar") : "en-US", {
    maximumFractionDigits: 4,
  });
  return sellingTexts[language].quoted(price, money(row.egpAmount, "EGP", language), rate, day);
}

/**
 * Step 1 by the order's method: a USD order's EGP quote to a wallet or an instant transfer (they
 * take pounds), both amounts for the card's two accounts, else the amount. A USD order with no
 * quote (no rate was set) never asks for dollars where pounds are taken: the buyer waits for the
 * amount in pounds on the order's page (it is quoted there once the admin sets a rate).
 */
function stepOne(row: OrderRow, language: Language): string {
  const texts = sellingTexts[language].step;
  const price = money(row.amount, row.currency, language);
  const note = texts.note(isolate(row.reference, language));
  const isUsd = row.currency === "USD";
  if (isUsd && row.egpAmount === null) {
    if (row.paymentMethod === "card") return texts.usdCardUnquoted(price, note);
    return texts.usdUnquoted(note);
  }
  const egp = isUsd && row.egpAmount !== null ? money(row.egpAmount, "EGP", language) : null;
  const what = !egp
    ? texts.toAccount(price)
    : row.paymentMethod === "card"
      ? texts.usdOrEgp(price, egp)
      : texts.toAccount(egp);
  return texts.send(what, note);
}

/** The buyer's page of the order: its amount, payee, reference and the proof upload. */
function orderPageUrl(webBase: string, row: Pick<OrderRow, "id">): string {
  return `${webBase}/payment?order=${row.id}`;
}

/**
 * The order placed e-mail to its buyer, in `language` (the buyer's): the reference, the amount,
 * how to pay and the order's page.
 */
export function orderPlacedMail(row: OrderRow, webBase: string, language: Language): MailContent {
  const texts = sellingTexts[language].placed;
  const expires = new Date(fromNaive(row.createdAt).getTime() + ORDER_EXPIRY_MS);
  const ref = isolate(row.reference, language);
  return {
    subject: texts.subject(ref),
    language,
    paragraphs: [
      texts.thanks(isolate(row.title, language)),
      texts.reference(ref),
      texts.amount(orderAmountLine(row, language)),
      texts.how(sellingTexts[language].methods[row.paymentMethod]),
      stepOne(row, language),
      texts.photo,
      texts.upload,
      { text: texts.page, url: orderPageUrl(webBase, row) },
      texts.expires(formatBusinessTime(expires, language)),
    ],
  };
}

/** The admin's link to the order in Manage Orders (the queue of proofs, at the order's entry). */
function manageOrderUrl(webBase: string, row: Pick<OrderRow, "reference">): string {
  return `${webBase}/manageOrders#order-${row.reference}`;
}

/**
 * The proof received e-mail to the admin (`adminEmail`, in that account's language): the
 * student's name and e-mail, the item, the amount, the method and the link to the order in Manage
 * Orders. `proofs` > 1 says how many proofs came since the last e-mail about this order. Reads the
 * student's name and the admin's language.
 */
export async function proofReceivedMail(
  db: Executor,
  row: OrderRow,
  proofs: number,
  webBase: string,
  adminEmail: string,
): Promise<MailContent> {
  const language = await languageOfEmail(db, adminEmail);
  const texts = sellingTexts[language].proof;
  const [student] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, row.studentId));
  const typed = `${student?.firstName ?? ""} ${student?.lastName ?? ""}`.trim();
  const name = typed ? isolate(typed, language) : texts.someone;
  const ref = isolate(row.reference, language);
  return {
    // The student's name is theirs to write: defanged here and in the body, never a link.
    subject: texts.subject(defang(name), ref),
    defang: true,
    language,
    paragraphs: [
      texts.sent(`${name}${student ? ` (${isolate(student.email, language)})` : ""}`, ref),
      texts.item(isolate(row.title, language)),
      texts.amount(orderAmountLine(row, language)),
      texts.method(sellingTexts[language].methods[row.paymentMethod]),
      ...(proofs > 1 ? [texts.proofs(proofs)] : []),
      { text: texts.review, url: manageOrderUrl(webBase, row) },
      texts.quiet,
    ],
  };
}

/**
 * The approval e-mail to the buyer of `row`, approved at `now`, in the buyer's language: a
 * product, where to download it; a package, the course's page and when access ends (approval +
 * the package's months, in Africa/Cairo); an online course, its first session and page
 * (`approvalParagraphs`). Reads the buyer's language.
 */
export async function approvedMail(
  db: Executor,
  row: OrderRow,
  now: Date,
  webBase: string,
): Promise<MailContent> {
  const language = await languageOfUser(db, row.studentId);
  const texts = sellingTexts[language].approved;
  const ref = isolate(row.reference, language);
  const subject = texts.subject(ref);
  const approved = texts.approved(isolate(row.title, language), ref);
  if (row.kind === "product") {
    return {
      subject,
      language,
      paragraphs: [approved, { text: texts.download, url: `${webBase}/enrolledProducts` }],
    };
  }
  if (row.kind === "package" && row.courseId !== null) {
    const [pack] = row.packageId
      ? await db
          .select({ months: packages.durationByMonthes })
          .from(packages)
          .where(eq(packages.id, row.packageId))
      : [];
    const ends = pack ? accessEndsAt(now.toISOString().slice(0, 19), pack.months) : null;
    return {
      subject,
      language,
      paragraphs: [
        approved,
        texts.access(ends ? formatBusinessTime(ends, language) : null),
        { text: texts.start, url: `${webBase}/onDemandCourseDetails/${row.courseId}` },
      ],
    };
  }
  return {
    subject,
    language,
    paragraphs: await approvalParagraphs(db, row, now, webBase, language),
  };
}

/**
 * The rejection e-mail to the buyer, in `language` (the buyer's): the admin's reason and the
 * order's page to send a new proof.
 */
export function rejectedMail(
  row: OrderRow,
  reason: string,
  webBase: string,
  language: Language,
): MailContent {
  const texts = sellingTexts[language].rejected;
  const ref = isolate(row.reference, language);
  return {
    subject: texts.subject(ref),
    language,
    paragraphs: [
      texts.failed(isolate(row.title, language), ref),
      texts.reason(isolate(reason, language)),
      { text: texts.upload, url: orderPageUrl(webBase, row) },
    ],
  };
}

/**
 * The welcome e-mail to a new student, in `language`, sent once their address is confirmed: where
 * the courses are and where their purchases will be. The first name (null: none) is whatever was
 * typed at signup, so the mail is defanged.
 */
export function welcomeMail(
  firstName: string | null,
  webBase: string,
  language: Language,
): MailContent {
  const texts = sellingTexts[language].welcome;
  return {
    subject: texts.subject,
    defang: true,
    language,
    paragraphs: [
      texts.hello(firstName ? isolate(firstName, language) : null),
      texts.ready,
      { text: texts.onDemand, url: `${webBase}/onDemandCourses` },
      { text: texts.online, url: `${webBase}/onlineCourses` },
      { text: texts.mine, url: `${webBase}/enrolledCourses` },
      texts.how,
    ],
  };
}
