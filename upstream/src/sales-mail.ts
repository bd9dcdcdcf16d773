import { eq } from "drizzle-orm";
import { formatBusinessTime } from "./business-time";
import type { Executor } from "./db/client";
import { packages, users } from "./db/schema";
import { accessEndsAt } from "./entitlement";
import { defang, type LinkParagraph } from "./mail";
import { approvalParagraphs, fromNaive, ORDER_EXPIRY_MS, type OrderRow } from "./orders";

/*
 * The e-mails of selling: order placed (to the buyer), proof received (to the admin), approved
 * and rejected (to the buyer), and welcome (a new student). Each is a subject and paragraphs;
 * `plainMailBodies` (mail.ts) makes the text and HTML parts: every text plain, only a
 * LinkParagraph's `url` an anchor. Links are absolute, on the web app's address the upstream
 * knows (`webBaseUrl`). `defang` marks a mail that carries text another person wrote (a
 * student's name in the owner's e-mail, the name typed at signup).
 */

/** An e-mail's subject and its paragraphs (our own links as {@link LinkParagraph}s). */
export interface MailContent {
  subject: string;
  paragraphs: (string | LinkParagraph)[];
  /** The paragraphs hold text written by someone other than the recipient: sent defanged. */
  defang?: boolean;
}

/** The method's name as the buyer read it on the tabs. */
const methodNames: Record<OrderRow["paymentMethod"], string> = {
  wallet: "Mobile Wallet",
  card: "Card",
  instant: "Instant Transfer",
};

/** A money amount as the web app writes it: "$120", "1,350 EGP", "$19.99". */
function money(amount: number, currency: "EGP" | "USD"): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number = amount.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency === "USD" ? `$${number}` : `${number} EGP`;
}

/**
 * What the order asks: "1,350 EGP", or for a USD order with an EGP quote "$120 or 5,805 EGP
 * (1 US dollar = 48.37 EGP, our rate of …)".
 */
function orderAmountLine(row: OrderRow): string {
  const price = money(row.amount, row.currency);
  if (
    row.currency !== "USD" ||
    row.egpAmount === null ||
    row.egpRate === null ||
    row.egpRateSetAt === null
  )
    return price;
  const day = fromNaive(row.egpRateSetAt).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Cairo",
  });
  const rate = row.egpRate.toLocaleString("en-US", { maximumFractionDigits: 4 });
  return `${price} or ${money(row.egpAmount, "EGP")} (1 US dollar = ${rate} EGP, our rate of ${day})`;
}

/**
 * Step 1 by the order's method: a USD order's EGP quote to a wallet or an instant transfer (they
 * take pounds), both amounts for the card's two accounts, else the amount. A USD order with no
 * quote (no rate was set) never asks for dollars where pounds are taken: the buyer waits for the
 * amount in pounds on the order's page (it is quoted there once the admin sets a rate).
 */
function stepOne(row: OrderRow): string {
  const price = money(row.amount, row.currency);
  const note = `and write ${row.reference} in the transfer note.`;
  const isUsd = row.currency === "USD";
  if (isUsd && row.egpAmount === null) {
    if (row.paymentMethod === "card")
      return `1. Send ${price} to the US-dollar account shown on your order page (to pay in Egyptian pounds instead, wait for BrightWay to confirm the amount there), ${note}`;
    return `1. Wait for BrightWay to confirm the amount in Egyptian pounds on your order page, then send it to the account shown there, ${note}`;
  }
  const egp = isUsd && row.egpAmount !== null ? money(row.egpAmount, "EGP") : null;
  const what = !egp
    ? `${price} to the account`
    : row.paymentMethod === "card"
      ? `${price} to the US-dollar account or ${egp} to the EGP account`
      : `${egp} to the account`;
  return `1. Send ${what} shown on your order page, ${note}`;
}

/** The buyer's page of the order: its amount, payee, reference and the proof upload. */
function orderPageUrl(webBase: string, row: Pick<OrderRow, "id">): string {
  return `${webBase}/payment?order=${row.id}`;
}

/** The order placed e-mail to its buyer: the reference, the amount, how to pay and the order's page. */
export function orderPlacedMail(row: OrderRow, webBase: string): MailContent {
  const expires = new Date(fromNaive(row.createdAt).getTime() + ORDER_EXPIRY_MS);
  return {
    subject: `Your order ${row.reference}: how to pay`,
    paragraphs: [
      `Thank you for your order of ${row.title}.`,
      `Reference code: ${row.reference}`,
      `Amount to pay: ${orderAmountLine(row)}`,
      `How to pay by ${methodNames[row.paymentMethod]}:`,
      stepOne(row),
      "2. Take a photo or screenshot of the success message of your payment.",
      "3. Upload it on your order page. We enrol you within 24 hours of your proof.",
      { text: "Your order page:", url: orderPageUrl(webBase, row) },
      `Without a proof the order expires on ${formatBusinessTime(expires)}.`,
    ],
  };
}

/** The admin's link to the order in Manage Orders (the queue of proofs, at the order's entry). */
function manageOrderUrl(webBase: string, row: Pick<OrderRow, "reference">): string {
  return `${webBase}/manageOrders#order-${row.reference}`;
}

/**
 * The proof received e-mail to the admin: the student's name and e-mail, the item, the amount,
 * the method and the link to the order in Manage Orders. `proofs` > 1 says how many proofs came
 * since the last e-mail about this order. Reads the student's name.
 */
export async function proofReceivedMail(
  db: Executor,
  row: OrderRow,
  proofs: number,
  webBase: string,
): Promise<MailContent> {
  const [student] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, row.studentId));
  const name = `${student?.firstName ?? ""} ${student?.lastName ?? ""}`.trim() || "A student";
  return {
    // The student's name is theirs to write: defanged here and in the body, never a link.
    subject: `Payment proof from ${defang(name)} for order ${row.reference}`,
    defang: true,
    paragraphs: [
      `${name}${student ? ` (${student.email})` : ""} sent a payment proof for order ${row.reference}.`,
      `Item: ${row.title}`,
      `Amount: ${orderAmountLine(row)}`,
      `Method: ${methodNames[row.paymentMethod]}`,
      ...(proofs > 1
        ? [
            `The buyer sent ${proofs} proofs since the last e-mail about this order; Manage Orders shows the latest.`,
          ]
        : []),
      {
        text: "Please review it within 24 hours in Manage Orders:",
        url: manageOrderUrl(webBase, row),
      },
      "Further proofs for this order within 15 minutes are not e-mailed; the next e-mail counts them.",
    ],
  };
}

/**
 * The approval e-mail to the buyer of `row`, approved at `now`: a product, where to download it;
 * a package, the course's page and when access ends (approval + the package's months, in
 * Africa/Cairo); an online course, its first session and page (`approvalParagraphs`).
 */
export async function approvedMail(
  db: Executor,
  row: OrderRow,
  now: Date,
  webBase: string,
): Promise<MailContent> {
  const subject = `Your order ${row.reference} is approved`;
  const approved = `Your payment for ${row.title} (order ${row.reference}) is approved.`;
  if (row.kind === "product") {
    return {
      subject,
      paragraphs: [
        approved,
        { text: "Download it from your Enrolled Products:", url: `${webBase}/enrolledProducts` },
      ],
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
      paragraphs: [
        approved,
        `Your access starts now${ends ? ` and ends on ${formatBusinessTime(ends)}` : ""}.`,
        {
          text: "Start learning on the course page:",
          url: `${webBase}/onDemandCourseDetails/${row.courseId}`,
        },
      ],
    };
  }
  return { subject, paragraphs: await approvalParagraphs(db, row, now, webBase) };
}

/** The rejection e-mail to the buyer: the admin's reason and the order's page to send a new proof. */
export function rejectedMail(row: OrderRow, reason: string, webBase: string): MailContent {
  return {
    subject: `Your order ${row.reference} needs a new proof`,
    paragraphs: [
      `We could not confirm your payment for ${row.title} (order ${row.reference}).`,
      `Reason: ${reason}`,
      { text: "Upload a new proof on your order page:", url: orderPageUrl(webBase, row) },
    ],
  };
}

/**
 * The welcome e-mail to a new student, sent once their address is confirmed: where the courses
 * are and where their purchases will be. The first name is whatever was typed at signup, so the
 * mail is defanged.
 */
export function welcomeMail(firstName: string, webBase: string): MailContent {
  return {
    subject: "Welcome to BrightWay",
    defang: true,
    paragraphs: [
      `Welcome to BrightWay, ${firstName}!`,
      "Your student account is ready. Here is where to start:",
      { text: "On-demand courses, at your own pace:", url: `${webBase}/onDemandCourses` },
      { text: "Live online courses with an instructor:", url: `${webBase}/onlineCourses` },
      {
        text: "Your courses, products and orders, once you buy:",
        url: `${webBase}/enrolledCourses`,
      },
      "Buy a course, pay by mobile wallet, card or instant transfer, upload the proof, and we enrol you within 24 hours.",
    ],
  };
}
