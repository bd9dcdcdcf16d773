import { JOIN_OPENS_MINUTES_BEFORE, type OrderDto } from "@brightway/contract";
import { randomInt } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { formatBusinessTime } from "./business-time";
import { egpQuoteFor } from "./exchange-rate";
import type { Executor } from "./db/client";
import {
  courses,
  enrollments,
  liveSessions,
  orders,
  packages,
  productStudents,
  products,
  users,
} from "./db/schema";
import { assertImagePixels, DecodeBusy, inDecodeLine, sharpInputOptions } from "./http/images";
import { conflict, HttpProblem } from "./http/problem";
import type { LinkParagraph } from "./mail";
import { arabicCount, isolate, type Language, type MailTexts } from "./mail-language";

/**
 * Orders with payment proof: an extension of the reference upstream (the legacy API has none;
 * see `upstream/EXTENSIONS.md`, "Orders"). Pure rules and data functions; the routes are in
 * `routes/orders.ts`.
 */

/** A stored order row. */
export type OrderRow = typeof orders.$inferSelect;

/** An order's status as the API shows it: the stored ones plus `expired` (computed on read). */
export type OrderStatus = OrderRow["status"] | "expired";

/** An order waiting for proof expires this long after it was created (7 days, in ms). */
export const ORDER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Characters of a reference code: no 0/O, 1/I/L, so a buyer can copy it without mistakes. */
const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A new reference code, `BW-` and 8 random characters (31^8 ≈ 8.5e11 codes: short to type in a
 * transfer note, unguessable by trying). Uniqueness is enforced by the database.
 */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 8; i += 1) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `BW-${code}`;
}

/** `date` as a naive UTC timestamp with milliseconds (the schema's timestamp columns). */
export function toNaive(date: Date): string {
  return date.toISOString().slice(0, 23);
}

/** A stored naive UTC timestamp as a `Date`. */
export function fromNaive(value: string): Date {
  return new Date(`${value.replace(" ", "T")}Z`);
}

/** A stored naive UTC timestamp as ISO-8601 with `Z` (the extension's wire format), or null. */
export function toIsoUtc(value: string | null): string | null {
  return value ? fromNaive(value).toISOString() : null;
}

/** When an order waiting for proof expires: 7 days after creation. */
function expiresAt(row: Pick<OrderRow, "createdAt">): Date {
  return new Date(fromNaive(row.createdAt).getTime() + ORDER_EXPIRY_MS);
}

/** The status shown for `row` at `now`: an order still awaiting proof after 7 days is `expired`. */
export function effectiveStatus(
  row: Pick<OrderRow, "status" | "createdAt">,
  now: Date,
): OrderStatus {
  if (row.status === "awaiting_proof" && expiresAt(row).getTime() <= now.getTime())
    return "expired";
  return row.status;
}

/** Rounds to 2 decimals (piastres/cents). */
function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * Spec §9: price − price × discount / 100, when the course has a discount (`hasDiscount` and a
 * positive percent, clamped to 100), rounded to 2 decimals.
 */
function discountedAmount(
  price: number,
  course: { discount: number; hasDiscount: boolean },
): number {
  if (!course.hasDiscount || course.discount <= 0) return roundMoney(price);
  const percent = Math.min(100, course.discount);
  return roundMoney(price - (price * percent) / 100);
}

/** What an order is for, as the buyer asked (ids only: the price is never taken from a request). */
export type OrderTarget =
  | { kind: "package"; courseId: string; packageId: string }
  | { kind: "onlineCourse"; courseId: string }
  | { kind: "product"; productId: number };

/** The catalogue facts copied into a new order. */
export interface PricedItem {
  courseId: string | null;
  packageId: string | null;
  productId: number | null;
  title: string;
  /** In `currency`: EGP for packages (after the course discount), USD otherwise. */
  amount: number;
  currency: "EGP" | "USD";
}

const invalidItem = (detail: string, field: string) =>
  new HttpProblem(400, detail, { [field]: [detail] });

/**
 * Reads the item of `target` from the catalogue and prices it: a package in EGP with its course's
 * discount, an online course in USD with its discount, a product in USD.
 * @throws HttpProblem 400 for an unknown item (a draft of extension "Publishing" counts as
 *   unknown: it is never sold), a package of another course, a course of the other kind, or an
 *   item that costs nothing (there is nothing to pay).
 */
export async function priceItem(db: Executor, target: OrderTarget): Promise<PricedItem> {
  if (target.kind === "product") {
    const [product] = await db.select().from(products).where(eq(products.id, target.productId));
    if (!product?.published) throw invalidItem("The product does not exist.", "productId");
    if (product.price <= 0)
      throw invalidItem("The product is free: there is nothing to pay.", "productId");
    return {
      courseId: null,
      packageId: null,
      productId: product.id,
      title: product.title,
      amount: roundMoney(product.price),
      currency: "USD",
    };
  }
  const [course] = await db.select().from(courses).where(eq(courses.id, target.courseId));
  if (!course?.published) throw invalidItem("The course does not exist.", "courseId");
  if (target.kind === "onlineCourse") {
    if (course.kind !== "online")
      throw invalidItem("The course is not an online course.", "courseId");
    const amount = discountedAmount(course.defaultPrice, course);
    if (amount <= 0) throw invalidItem("The course is free: there is nothing to pay.", "courseId");
    return {
      courseId: course.id,
      packageId: null,
      productId: null,
      title: course.name,
      amount,
      currency: "USD",
    };
  }
  if (course.kind !== "onDemand")
    throw invalidItem("The course is not an on-demand course.", "courseId");
  const [pack] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, target.packageId), eq(packages.courseId, course.id)));
  if (!pack) throw invalidItem("The package does not belong to the course.", "packageId");
  const amount = discountedAmount(pack.price, course);
  if (amount <= 0) throw invalidItem("The package is free: there is nothing to pay.", "packageId");
  return {
    courseId: course.id,
    packageId: pack.id,
    productId: null,
    title: `${course.name}: ${pack.durationByMonthes} months Package`,
    amount,
    currency: "EGP",
  };
}

/**
 * Whether the student already has what the order buys: an enrolment in its course (packages and
 * online courses) or the product assignment.
 */
export async function hasAccess(
  db: Executor,
  row: Pick<OrderRow, "studentId" | "kind" | "courseId" | "productId">,
): Promise<boolean> {
  return (await accessOf(db, [row]))[0] ?? false;
}

/** {@link hasAccess} for several orders in two queries, in the order of `rows`. */
async function accessOf(
  db: Executor,
  rows: Pick<OrderRow, "studentId" | "kind" | "courseId" | "productId">[],
): Promise<boolean[]> {
  const studentIds = [...new Set(rows.map((row) => row.studentId))];
  if (studentIds.length === 0) return [];
  const [enrolled, assigned] = await Promise.all([
    db
      .select({ studentId: enrollments.studentId, courseId: enrollments.courseId })
      .from(enrollments)
      .where(inArray(enrollments.studentId, studentIds)),
    db
      .select({ studentId: productStudents.studentId, productId: productStudents.productId })
      .from(productStudents)
      .where(inArray(productStudents.studentId, studentIds)),
  ]);
  const courseKeys = new Set(enrolled.map((row) => `${row.studentId}|${row.courseId}`));
  const productKeys = new Set(assigned.map((row) => `${row.studentId}|${row.productId}`));
  return rows.map((row) =>
    row.kind === "product"
      ? productKeys.has(`${row.studentId}|${row.productId}`)
      : courseKeys.has(`${row.studentId}|${row.courseId}`),
  );
}

/**
 * Gives the student what an approved order buys, inside the caller's transaction:
 * - a package: a new enrolment starting `now` (the course's counter incremented), or, when the
 *   student is already enrolled in the course, the enrolment moved to the package with a new
 *   start date of `now` (spec §4: a package change restarts the access);
 * - an online course: an enrolment without a package, unless one exists;
 * - a product: the product assignment, unless it exists.
 * @throws HttpProblem 409 when the item was deleted since the order was made.
 */
export async function grantAccess(tx: Executor, row: OrderRow, now: Date): Promise<void> {
  const startDate = toNaive(now).slice(0, 19);
  if (row.kind === "product") {
    if (row.productId === null) throw conflict("The product of this order no longer exists.");
    await tx
      .insert(productStudents)
      .values({ productId: row.productId, studentId: row.studentId })
      .onConflictDoNothing();
    return;
  }
  if (row.courseId === null) throw conflict("The course of this order no longer exists.");
  if (row.kind === "package" && row.packageId === null)
    throw conflict("The package of this order no longer exists.");
  const [existing] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, row.studentId), eq(enrollments.courseId, row.courseId)));
  if (existing) {
    if (row.kind === "package") {
      await tx
        .update(enrollments)
        .set({ packageId: row.packageId, startDate })
        .where(eq(enrollments.id, existing.id));
    }
    return;
  }
  await tx.insert(enrollments).values({
    studentId: row.studentId,
    courseId: row.courseId,
    packageId: row.kind === "package" ? row.packageId : null,
    startDate,
  });
  await tx
    .update(courses)
    .set({ enrollments: sql`${courses.enrollments} + 1` })
    .where(eq(courses.id, row.courseId));
}

/** The texts of an approval e-mail's paragraphs (`approvalParagraphs`); values come isolated. */
const approvalTexts: MailTexts<{
  approved: (title: string, ref: string) => string;
  product: string;
  package: string;
  enrolled: (title: string) => string;
  firstSession: (title: string, when: string) => string;
  noSession: string;
  schedule: string;
}> = {
  en: {
    approved: (title, ref) => `Your payment for ${title} (order ${ref}) is approved.`,
    product: "The product is now in your Enrolled Products.",
    package: "Your access starts now: the course is in your Enrolled Courses.",
    enrolled: (title) => `You are enrolled in the live course ${title}.`,
    firstSession: (title, when) => `Your first live session, "${title}", is on ${when}.`,
    noSession: "The dates and times of its live sessions will be announced on the course page.",
    schedule: `The schedule is on the course page, where you join each session from ${JOIN_OPENS_MINUTES_BEFORE} minutes before it starts:`,
  },
  ar: {
    approved: (title, ref) => `تمت الموافقة على دفعتك مقابل ${title} (الطلب ${ref}).`,
    product: "أصبح المنتج الآن في صفحة «منتجاتي».",
    package: "يبدأ وصولك الآن: الدورة في صفحة «دوراتي».",
    enrolled: (title) => `تم تسجيلك في الدورة المباشرة ${title}.`,
    firstSession: (title, when) => `أولى جلساتك المباشرة، «${title}»، يوم ${when}.`,
    noSession: "سيُعلَن عن مواعيد جلساتها المباشرة في صفحة الدورة.",
    schedule: `الجدول في صفحة الدورة، ومنها تنضم إلى كل جلسة ابتداءً من ${arabicCount(JOIN_OPENS_MINUTES_BEFORE, { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة" })} قبل بدئها:`,
  },
};

/**
 * The paragraphs of the e-mail that tells the buyer `row` is approved (at `now`), in `language`.
 * A product: where it is. A package: access starts now. An online course starts at its
 * sessions, not at approval: its first session not yet ended at `now` (title, and date and time
 * in Africa/Cairo, named), or, with none, that the schedule will be announced; and its page,
 * `{webBase}/onlineCourseDetails/{courseId}`, where the schedule is and Join opens. Reads
 * `courses` and `live_sessions`.
 */
export async function approvalParagraphs(
  db: Executor,
  row: OrderRow,
  now: Date,
  webBase: string,
  language: Language = "en",
): Promise<(string | LinkParagraph)[]> {
  const texts = approvalTexts[language];
  const title = isolate(row.title, language);
  const approved = texts.approved(title, isolate(row.reference, language));
  if (row.kind === "product") return [approved, texts.product];
  if (row.kind === "package" || row.courseId === null) {
    return [approved, texts.package];
  }
  const [next] = await db
    .select({ title: liveSessions.title, startsAt: liveSessions.startsAt })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.courseId, row.courseId),
        gt(
          sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`,
          toNaive(now),
        ),
      ),
    )
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.position))
    .limit(1);
  return [
    approved,
    texts.enrolled(title),
    next
      ? texts.firstSession(
          isolate(next.title, language),
          formatBusinessTime(fromNaive(next.startsAt), language),
        )
      : texts.noSession,
    { text: texts.schedule, url: `${webBase}/onlineCourseDetails/${row.courseId}` },
  ];
}

/** How long a quoted amount holds (72 hours, in ms): reopening an order after that prices it again. */
const QUOTE_VALIDITY_MS = 72 * 60 * 60 * 1000;

/** When `row`'s amount was last priced from the catalogue (its creation when never re-quoted). */
function quotedAt(row: Pick<OrderRow, "quotedAt" | "createdAt">): Date {
  return fromNaive(row.quotedAt ?? row.createdAt);
}

/** What `row` buys, as {@link priceItem} reads it; null when its item was deleted. */
function targetOf(row: OrderRow): OrderTarget | null {
  if (row.kind === "product")
    return row.productId === null ? null : { kind: "product", productId: row.productId };
  if (row.courseId === null) return null;
  if (row.kind === "onlineCourse") return { kind: "onlineCourse", courseId: row.courseId };
  return row.packageId === null
    ? null
    : { kind: "package", courseId: row.courseId, packageId: row.packageId };
}

/**
 * Re-quotes an order its buyer comes back to (reopens it, reads it, or sends a proof): while no
 * proof waits for a decision (awaiting proof, or rejected), an amount quoted 72 hours ago or
 * more, one the catalogue no longer asks (a discount ended, a price changed), or a USD amount
 * with no EGP quote while a rate is now set, is priced again from the catalogue. A changed
 * amount keeps the old one in `previousAmount` (the buyer is told). An order whose item was
 * deleted or became free keeps its amount (approval decides).
 * Why: an order kept its first amount forever, so a discount that ended stayed payable.
 * @returns the order as stored now (the same row when nothing changed).
 */
export async function requoteIfStale(db: Executor, row: OrderRow, now: Date): Promise<OrderRow> {
  const status = effectiveStatus(row, now);
  if (status !== "awaiting_proof" && status !== "rejected") return row;
  const target = targetOf(row);
  if (!target) return row;
  let priced: PricedItem;
  try {
    priced = await priceItem(db, target);
  } catch (error) {
    if (error instanceof HttpProblem) return row;
    throw error;
  }
  const isOld = now.getTime() - quotedAt(row).getTime() >= QUOTE_VALIDITY_MS;
  // The EGP amount of a USD order is quoted again with it, at the rate of now.
  const quote = await egpQuoteFor(db, priced.amount, priced.currency);
  // A USD order placed while no rate was set is quoted once the owner sets one: its page told
  // the buyer the amount in pounds would be confirmed before they pay.
  const isFirstQuote = row.egpAmount === null && quote.egpAmount !== null;
  if (priced.amount === row.amount && !isOld && !isFirstQuote) return row;
  const [changed] = await db
    .update(orders)
    .set({
      amount: priced.amount,
      ...quote,
      previousAmount: priced.amount === row.amount ? row.previousAmount : row.amount,
      quotedAt: toNaive(now),
      updatedAt: toNaive(now),
    })
    .where(and(eq(orders.id, row.id), inArray(orders.status, ["awaiting_proof", "rejected"])))
    .returning();
  return changed ?? row;
}

/** Widest proof image kept, in pixels (a phone photo is ~4000 px). */
const PROOF_MAX_WIDTH = 1600;

/**
 * Normalises a proof image (already sniffed as an image): rotated by its EXIF orientation, at
 * most {@link PROOF_MAX_WIDTH} px wide, re-encoded as JPEG without metadata (no GPS kept).
 * The pixel limit is checked from the header first, and sharp decodes with it too.
 * The decode waits for a lane of the process's decode line (`inDecodeLine`).
 * @throws HttpProblem 413 over 50 megapixels (`http/images.ts`), 415 when the bytes look like
 *   an image but cannot be decoded; DecodeBusy (503, `Retry-After`) when the decode line is full.
 */
export async function normaliseProofImage(data: Buffer): Promise<Buffer> {
  await assertImagePixels(data);
  try {
    return await inDecodeLine(() =>
      sharp(data, sharpInputOptions)
        .rotate()
        .resize({ width: PROOF_MAX_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof DecodeBusy) throw error;
    throw new HttpProblem(415, "The file is not a readable image.");
  }
}

/** `OrderDto`s (@brightway/contract, exact) of order rows (students and access read in a few queries), in the order of `rows`. */
export async function toOrderDtos(db: Executor, rows: OrderRow[], now: Date): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const studentIds = [...new Set(rows.map((row) => row.studentId))];
  const [students, access] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, studentIds)),
    accessOf(db, rows),
  ]);
  const byId = new Map(students.map((student) => [student.id, student]));
  return rows.map((row, index) => {
    const student = byId.get(row.studentId);
    const status = effectiveStatus(row, now);
    return {
      id: row.id,
      reference: row.reference,
      status,
      kind: row.kind,
      courseId: row.courseId,
      packageId: row.packageId,
      productId: row.productId,
      title: row.title,
      amount: row.amount,
      currency: row.currency,
      previousAmount: row.previousAmount,
      quotedAt: quotedAt(row).toISOString(),
      egpAmount: row.egpAmount,
      egpRate: row.egpRate,
      egpRateSetAt: toIsoUtc(row.egpRateSetAt),
      paymentMethod: row.paymentMethod,
      hasProof: row.proofFileId !== null,
      rejectionReason: row.rejectionReason,
      studentId: row.studentId,
      studentName: `${student?.firstName ?? ""} ${student?.lastName ?? ""}`.trim(),
      studentEmail: student?.email ?? "",
      hasAccess: access[index] ?? false,
      createdAt: toIsoUtc(row.createdAt)!,
      updatedAt: toIsoUtc(row.updatedAt)!,
      proofSubmittedAt: toIsoUtc(row.proofSubmittedAt),
      approvedAt: toIsoUtc(row.approvedAt),
      rejectedAt: toIsoUtc(row.rejectedAt),
      cancelledAt: toIsoUtc(row.cancelledAt),
      expiresAt: row.status === "awaiting_proof" ? expiresAt(row).toISOString() : null,
    };
  });
}
