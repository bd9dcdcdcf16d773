import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { UpstreamConfig } from "./config";
import type { Database } from "./db/client";
import { courses, enrollments, orders, packages, sentReminders, users } from "./db/schema";
import { accessEndsAt } from "./entitlement";
import { type Logger, hashForLog, silentLogger } from "./log";
import type { MailMessage, Mailer } from "./mail";
import { fromNaive, toNaive } from "./orders";

/**
 * Scheduled reminders (extension, `upstream/EXTENSIONS.md` "Scheduled reminders"): a student
 * whose access ends in 7 days and again in 1 day, and the admin about an order whose payment
 * proof has waited 20 hours (the promise is 24). {@link scanReminders} finds what is due and
 * sends each e-mail exactly once: the unique row in `sent_reminders` is inserted in the same
 * transaction that sends, so a second worker blocks on it and then finds it taken, and a restart
 * finds it written. `jobs.ts` runs the scan on a schedule (pg-boss).
 */

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** A reminder is due this long before access ends: 7 days, then 1 day. */
const ACCESS_REMINDER_LEADS_MS = { access_ends_7d: 7 * dayMs, access_ends_1d: dayMs } as const;

/** An order with proof waiting this long (20 hours) nudges the admin. */
const ORDER_NUDGE_AFTER_MS = 20 * hourMs;

/** What one scan did: e-mails sent by this scan, by kind, and the ones that failed (retried next scan). */
export interface ScanResult {
  accessEnds7d: number;
  accessEnds1d: number;
  orderWaiting: number;
  failed: number;
}

/** What {@link scanReminders} needs. */
export interface ReminderDeps {
  db: Database;
  config: UpstreamConfig;
  /** The upstream's HS256 key (bytes): unsubscribe tokens are HMACs under a key derived from it. */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** The clock of the rules; `new Date()` when absent (tests move it). */
  now?: () => Date;
  logger?: Logger;
}

/** The web app's base URL for links in e-mails: `WEB_BASE_URL`, else the origin of `RESET_LINK_BASE`. */
function webBaseUrl(config: Pick<UpstreamConfig, "WEB_BASE_URL" | "RESET_LINK_BASE">): string {
  return (config.WEB_BASE_URL ?? new URL(config.RESET_LINK_BASE).origin).replace(/\/+$/, "");
}

function unsubscribeKey(secret: Uint8Array): Buffer {
  // A key of its own, so an unsubscribe token can never be confused with an access token.
  return createHmac("sha256", secret).update("brightway reminders unsubscribe v1").digest();
}

/**
 * A token that lets the holder of a reminder e-mail stop reminders for `userId`, and nothing else:
 * `base64url(userId).base64url(HMAC-SHA256)`. It does not expire (old e-mails keep working).
 */
export function unsubscribeToken(secret: Uint8Array, userId: string): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  const mac = createHmac("sha256", unsubscribeKey(secret)).update(id).digest("base64url");
  return `${id}.${mac}`;
}

/** The user id of a valid {@link unsubscribeToken}, or null (malformed or forged; compared in constant time). */
export function verifyUnsubscribeToken(secret: Uint8Array, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  const expected = createHmac("sha256", unsubscribeKey(secret)).update(id).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(id, "base64url").toString("utf8");
}

/** The links of a reminder to `userId`: the page that stops reminders and the one-click POST target (RFC 8058). */
function unsubscribeLinks(deps: Pick<ReminderDeps, "config" | "jwtSecret">, userId: string): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(deps.jwtSecret, userId));
  const base = webBaseUrl(deps.config);
  return { page: `${base}/unsubscribe?token=${token}`, oneClick: `${base}/api/unsubscribe?token=${token}` };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `date` as "8 March 2026, 10:00 UTC". */
function formatUtc(date: Date): string {
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

/** Plain text and HTML of paragraphs; a paragraph's URL becomes a link in the HTML. */
function bodies(paragraphs: string[]): Pick<MailMessage, "text" | "html"> {
  const html = paragraphs
    .map((line) => `<p>${escapeHtml(line).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`)
    .join("");
  return { text: paragraphs.join("\n\n"), html: `<div dir="auto">${html}</div>` };
}

function withUnsubscribe(message: Omit<MailMessage, "headers">, links: { page: string; oneClick: string }): MailMessage {
  return {
    ...message,
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** One e-mail to send once, under its key in `sent_reminders`. */
interface DueReminder {
  kind: (typeof sentReminders.$inferInsert)["kind"];
  subjectId: string;
  dueAt: Date;
  message: MailMessage;
}

/** Access reminders due at `now` for students who did not opt out (enrolments with a package). */
async function dueAccessReminders(deps: ReminderDeps, now: Date): Promise<DueReminder[]> {
  // A coarse window in SQL (PostgreSQL adds months as addCalendarMonths does), the exact rule below.
  const lower = toNaive(now);
  const upper = toNaive(new Date(now.getTime() + ACCESS_REMINDER_LEADS_MS.access_ends_7d + dayMs));
  const rows = await deps.db
    .select({
      enrolmentId: enrollments.id,
      startDate: enrollments.startDate,
      months: packages.durationByMonthes,
      packageName: packages.name,
      courseId: courses.id,
      courseName: courses.name,
      studentId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(enrollments)
    .innerJoin(packages, eq(packages.id, enrollments.packageId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        eq(users.role, "Student"),
        eq(users.remindersOptOut, false),
        gt(packages.durationByMonthes, 0),
        sql`${enrollments.startDate} + make_interval(months => ${packages.durationByMonthes}) > ${lower}::timestamp`,
        sql`${enrollments.startDate} + make_interval(months => ${packages.durationByMonthes}) <= ${upper}::timestamp`,
      ),
    );
  const due: DueReminder[] = [];
  for (const row of rows) {
    const end = accessEndsAt(row.startDate, row.months);
    if (!end) continue;
    const left = end.getTime() - now.getTime();
    if (left <= 0 || left > ACCESS_REMINDER_LEADS_MS.access_ends_7d) continue;
    // Only the nearer reminder is due: with one day left, the 7-day one is no longer worth sending.
    const kind = left <= ACCESS_REMINDER_LEADS_MS.access_ends_1d ? "access_ends_1d" : "access_ends_7d";
    const name = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email;
    const firstName = row.firstName?.trim() || name;
    const when = kind === "access_ends_1d" ? "within 24 hours" : `in ${Math.ceil(left / dayMs)} days`;
    const renew = `${webBaseUrl(deps.config)}/onDemandCourseDetails/${row.courseId}`;
    const links = unsubscribeLinks(deps, row.studentId);
    due.push({
      kind,
      subjectId: row.enrolmentId,
      dueAt: end,
      message: withUnsubscribe(
        {
          to: row.email,
          subject: `${firstName}, your access to ${row.courseName} ends ${when}`,
          ...bodies([
            `Dear ${name},`,
            `Your access to ${row.courseName} (${row.packageName}) ends ${when}, on ${formatUtc(end)}.`,
            `To keep learning without a break, renew it on the course page: ${renew}`,
            `You get this e-mail because you are enrolled in the course. To stop reminder e-mails, open: ${links.page}`,
          ]),
        },
        links,
      ),
    });
  }
  return due;
}

/** Order nudges due at `now`: orders with proof waiting 20 hours or more, to `ADMIN_EMAIL` (unless off or opted out). */
async function dueOrderNudges(deps: ReminderDeps, now: Date): Promise<DueReminder[]> {
  if (deps.config.ORDER_NUDGE === "false") return [];
  const [admin] = await deps.db
    .select({ id: users.id, optOut: users.remindersOptOut })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${deps.config.ADMIN_EMAIL})`);
  if (admin?.optOut) return [];
  const rows = await deps.db
    .select({
      id: orders.id,
      reference: orders.reference,
      title: orders.title,
      amount: orders.amount,
      currency: orders.currency,
      proofSubmittedAt: orders.proofSubmittedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(
      and(
        eq(orders.status, "proof_submitted"),
        lte(orders.proofSubmittedAt, toNaive(new Date(now.getTime() - ORDER_NUDGE_AFTER_MS))),
      ),
    );
  const manage = `${webBaseUrl(deps.config)}/manageOrders`;
  return rows.flatMap((row) => {
    if (!row.proofSubmittedAt) return [];
    const since = fromNaive(row.proofSubmittedAt);
    const hours = Math.floor((now.getTime() - since.getTime()) / hourMs);
    const deadline = new Date(since.getTime() + 24 * hourMs);
    const buyer = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim();
    const paragraphs = [
      `Order ${row.reference} (${row.title}, ${row.amount} ${row.currency}${buyer ? `, by ${buyer}` : ""}) has waited ${hours} hours since its payment proof arrived.`,
      `The 24-hour promise ends on ${formatUtc(deadline)}. Review it in Manage Orders: ${manage}`,
    ];
    const message: Omit<MailMessage, "headers"> = {
      to: deps.config.ADMIN_EMAIL,
      subject: `Order ${row.reference} has waited ${hours} hours for approval`,
      ...bodies(
        admin
          ? [...paragraphs, `To stop these e-mails, open: ${unsubscribeLinks(deps, admin.id).page} (or set ORDER_NUDGE=false on the upstream).`]
          : [...paragraphs, "To stop these e-mails, set ORDER_NUDGE=false on the upstream."],
      ),
    };
    return [
      {
        kind: "order_waiting" as const,
        subjectId: row.id,
        dueAt: since,
        message: admin ? withUnsubscribe(message, unsubscribeLinks(deps, admin.id)) : message,
      },
    ];
  });
}

/**
 * Sends `reminder` unless it was sent before: inserts its key into `sent_reminders` and sends in
 * one transaction. A concurrent sender of the same key waits on the unique index and then finds
 * it taken; a failed send rolls the key back, so the next scan tries again.
 * @returns whether this call sent it. @throws what the mailer throws (nothing was recorded).
 */
async function sendOnce(db: Database, mailer: Mailer, reminder: DueReminder, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sentReminders)
      .values({
        kind: reminder.kind,
        subjectId: reminder.subjectId,
        dueAt: toNaive(reminder.dueAt),
        recipient: reminder.message.to,
        sentAt: toNaive(now),
      })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (claimed.length === 0) return false;
    await mailer.send(reminder.message);
    return true;
  });
}

/**
 * One scan: finds every reminder due at `now` (access ending within 7 days or 1 day, orders with
 * proof waiting 20 hours) and sends each not sent before, exactly once across workers, instances
 * and restarts. A failed e-mail is logged and left for the next scan. Reads and writes
 * `enrollments`, `packages`, `courses`, `users`, `orders`, `sent_reminders`.
 */
export async function scanReminders(deps: ReminderDeps): Promise<ScanResult> {
  const now = (deps.now ?? (() => new Date()))();
  const log = deps.logger ?? silentLogger;
  const due = [...(await dueAccessReminders(deps, now)), ...(await dueOrderNudges(deps, now))];
  const result: ScanResult = { accessEnds7d: 0, accessEnds1d: 0, orderWaiting: 0, failed: 0 };
  for (const reminder of due) {
    try {
      if (!(await sendOnce(deps.db, deps.mailer, reminder, now))) continue;
      if (reminder.kind === "access_ends_7d") result.accessEnds7d += 1;
      else if (reminder.kind === "access_ends_1d") result.accessEnds1d += 1;
      else result.orderWaiting += 1;
    } catch (error) {
      result.failed += 1;
      log.error({ err: error, kind: reminder.kind, accountHash: hashForLog(reminder.message.to) }, "reminder e-mail failed; retried at the next scan");
    }
  }
  return result;
}
