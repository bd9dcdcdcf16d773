import { createHmac, timingSafeEqual } from "node:crypto";
import { JOIN_OPENS_MINUTES_BEFORE } from "@brightway/contract";
import { and, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import { formatBusinessTime } from "./business-time";
import type { UpstreamConfig } from "./config";
import type { Database } from "./db/client";
import {
  certificates,
  courses,
  enrollments,
  liveSessions,
  orders,
  packages,
  sentReminders,
  users,
} from "./db/schema";
import { dueCourseMails } from "./class-mail";
import {
  CERTIFICATE_MAIL_KIND,
  certificateMail,
  certificatesAwaitingMail,
} from "./certificate-mail";
import { accessEndsAt } from "./entitlement";
import { type Logger, hashForLog, silentLogger } from "./log";
import { type LinkParagraph, type MailMessage, type Mailer, plainMailBodies } from "./mail";
import {
  type ArabicCountForms,
  arabicCount,
  intlLocale,
  isolate,
  type Language,
  languageOrDefault,
  type MailTexts,
} from "./mail-language";
import { fromNaive, toNaive } from "./orders";

/**
 * Scheduled reminders (extension, `upstream/EXTENSIONS.md` "Scheduled reminders"): a student
 * whose access ends in 7 days and again in 1 day, the admin about an order whose payment
 * proof has waited 20 hours (the promise is 24), and the students of a live course 24 hours and
 * 1 hour before each session and when its recording is added ("Live sessions of an online
 * course"). {@link scanReminders} finds what is due and
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

/** A live session is reminded 24 hours before it starts, and again 1 hour before. */
const LIVE_REMINDER_LEADS_MS = { live_24h: dayMs, live_1h: hourMs } as const;

/** A recording added this long ago (48 hours) or less is announced; older ones are not news. */
const RECORDING_NEWS_MS = 48 * hourMs;

/** What one scan did: e-mails sent by this scan, by kind, and the ones that failed (retried next scan). */
export interface ScanResult {
  accessEnds7d: number;
  accessEnds1d: number;
  orderWaiting: number;
  /** Live sessions starting within 24 hours (not within 1 hour), one e-mail per enrolled student. */
  live24h: number;
  /** Live sessions starting within the hour. */
  live1h: number;
  /** Recordings added in the last 48 hours. */
  liveRecording: number;
  /** Certificates issued in the last 48 hours whose e-mail the issuing request could not send. */
  certificateIssued: number;
  /** Class messages of the last 24 hours whose e-mail no course-mail job sent (class-mail.ts). */
  classMessage: number;
  /** Schedule-change e-mails due in the last 24 hours that no course-mail job sent. */
  scheduleChange: number;
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

/**
 * The web app's base URL for links in e-mails (no trailing slash): `WEB_BASE_URL`, else the
 * origin of `RESET_LINK_BASE`.
 */
export function webBaseUrl(
  config: Pick<UpstreamConfig, "WEB_BASE_URL" | "RESET_LINK_BASE">,
): string {
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
export function unsubscribeLinks(
  deps: Pick<ReminderDeps, "config" | "jwtSecret">,
  userId: string,
): { page: string; oneClick: string } {
  const token = encodeURIComponent(unsubscribeToken(deps.jwtSecret, userId));
  const base = webBaseUrl(deps.config);
  return {
    page: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/unsubscribe?token=${token}`,
  };
}

/** `date` as "8 March 2026, 10:00 UTC", or "8 مارس 2026، الساعة 10:00 بالتوقيت العالمي (UTC)". */
function formatUtc(date: Date, language: Language): string {
  const day = date.toLocaleDateString(intlLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = date.toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return language === "ar"
    ? `${day}، الساعة ${time} بالتوقيت العالمي (UTC)`
    : `${day}, ${time} UTC`;
}

/** Arabic counts of the units the reminders name. */
const arabicUnits = {
  minute: { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة" },
  hour: { one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة" },
  day: { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا" },
} as const satisfies Record<string, ArabicCountForms>;

/** "1 minute", "50 minutes". */
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** The texts of the reminders; names and titles come isolated, times formatted. */
const reminderTexts: MailTexts<{
  dear: (name: string) => string;
  access: {
    within24Hours: string;
    inDays: (days: number) => string;
    subject: (firstName: string, course: string, when: string) => string;
    ends: (course: string, pack: string, when: string, on: string) => string;
    renew: string;
    stop: string;
  };
  nudge: {
    waited: (ref: string, title: string, amount: string, buyer: string, hours: number) => string;
    promise: (deadline: string) => string;
    subject: (ref: string, hours: number) => string;
    stopLink: string;
    stopSetting: string;
  };
  live: {
    inMinutes: (n: number) => string;
    inHours: (n: number) => string;
    subject: (firstName: string, title: string, inTime: string) => string;
    starts: (
      title: string,
      course: string,
      inTime: string,
      when: string,
      minutes: number,
    ) => string;
    join: string;
    recordingSubject: (firstName: string, title: string) => string;
    recording: (title: string, course: string, when: string) => string;
    stop: (course: string) => string;
  };
}> = {
  en: {
    dear: (name) => `Dear ${name},`,
    access: {
      within24Hours: "within 24 hours",
      inDays: (days) => `in ${days} days`,
      subject: (firstName, course, when) => `${firstName}, your access to ${course} ends ${when}`,
      ends: (course, pack, when, on) =>
        `Your access to ${course} (${pack}) ends ${when}, on ${on}.`,
      renew: "To keep learning without a break, renew it on the course page:",
      stop: "You get this e-mail because you are enrolled in the course. To stop reminder e-mails, open:",
    },
    nudge: {
      waited: (ref, title, amount, buyer, hours) =>
        `Order ${ref} (${title}, ${amount}${buyer ? `, by ${buyer}` : ""}) has waited ${hours} hours since its payment proof arrived.`,
      promise: (deadline) => `The 24-hour promise ends on ${deadline}. Review it in Manage Orders:`,
      subject: (ref, hours) => `Order ${ref} has waited ${hours} hours for approval`,
      stopLink: "To stop these e-mails (or set ORDER_NUDGE=false on the upstream), open:",
      stopSetting: "To stop these e-mails, set ORDER_NUDGE=false on the upstream.",
    },
    live: {
      inMinutes: (n) => `in ${count(n, "minute")}`,
      inHours: (n) => `in ${count(n, "hour")}`,
      subject: (firstName, title, inTime) =>
        `${firstName}, your live session "${title}" starts ${inTime}`,
      starts: (title, course, inTime, when, minutes) =>
        `The live session "${title}" of ${course} starts ${inTime}, on ${when}, and lasts ${minutes} minutes.`,
      join: `Join it from the course page, from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start:`,
      recordingSubject: (firstName, title) => `${firstName}, the recording of "${title}" is ready`,
      recording: (title, course, when) =>
        `The recording of the live session "${title}" of ${course} (${when}) is on the course page:`,
      stop: (course) =>
        `You get this e-mail because you are enrolled in ${course}. To stop reminder e-mails, open:`,
    },
  },
  ar: {
    dear: (name) => `مرحبًا ${name}،`,
    access: {
      within24Hours: "خلال 24 ساعة",
      inDays: (days) => `خلال ${arabicCount(days, arabicUnits.day)}`,
      subject: (firstName, course, when) => `${firstName}، ينتهي وصولك إلى ${course} ${when}`,
      ends: (course, pack, when, on) => `ينتهي وصولك إلى ${course} (${pack}) ${when}، في ${on}.`,
      renew: "لمواصلة التعلّم دون انقطاع، جدِّد اشتراكك من صفحة الدورة:",
      stop: "تصلك هذه الرسالة لأنك مسجَّل في الدورة. لإيقاف رسائل التذكير، افتح:",
    },
    nudge: {
      waited: (ref, title, amount, buyer, hours) =>
        `مضت ${arabicCount(hours, arabicUnits.hour)} على وصول إثبات الدفع للطلب ${ref} (${title}، ${amount}${buyer ? `، من ${buyer}` : ""}).`,
      promise: (deadline) =>
        `تنتهي مهلة الـ24 ساعة التي وعدنا بها في ${deadline}. راجعه من صفحة إدارة الطلبات:`,
      subject: (ref, hours) =>
        `الطلب ${ref} ينتظر الموافقة منذ ${arabicCount(hours, arabicUnits.hour)}`,
      stopLink: "لإيقاف هذه الرسائل (أو اضبط ORDER_NUDGE=false على الخادم)، افتح:",
      stopSetting: "لإيقاف هذه الرسائل، اضبط ORDER_NUDGE=false على الخادم.",
    },
    live: {
      inMinutes: (n) => `بعد ${arabicCount(n, arabicUnits.minute)}`,
      inHours: (n) => `بعد ${arabicCount(n, arabicUnits.hour)}`,
      subject: (firstName, title, inTime) =>
        `${firstName}، جلستك المباشرة «${title}» تبدأ ${inTime}`,
      starts: (title, course, inTime, when, minutes) =>
        `تبدأ الجلسة المباشرة «${title}» من ${course} ${inTime}، يوم ${when}، ومدتها ${arabicCount(minutes, arabicUnits.minute)}.`,
      join: `انضم إليها من صفحة الدورة، ابتداءً من ${arabicCount(JOIN_OPENS_MINUTES_BEFORE, arabicUnits.minute)} قبل موعد البدء:`,
      recordingSubject: (firstName, title) => `${firstName}، تسجيل «${title}» متاح الآن`,
      recording: (title, course, when) =>
        `تسجيل الجلسة المباشرة «${title}» من ${course} (${when}) متاح في صفحة الدورة:`,
      stop: (course) => `تصلك هذه الرسالة لأنك مسجَّل في ${course}. لإيقاف رسائل التذكير، افتح:`,
    },
  },
};

/** `message` with the one-click unsubscribe headers (RFC 8058) of `links`. */
export function withUnsubscribe(
  message: Omit<MailMessage, "headers">,
  links: { page: string; oneClick: string },
): MailMessage {
  return {
    ...message,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** One e-mail to send once, under its key in `sent_reminders`. */
export interface DueReminder {
  kind: (typeof sentReminders.$inferInsert)["kind"];
  subjectId: string;
  dueAt: Date;
  message: MailMessage;
}

/** The student a reminder goes to and the course it is about: the columns both student reminders read. */
const studentAndCourse = {
  courseId: courses.id,
  courseName: courses.name,
  studentId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
};

/**
 * A student who has not opted out of reminders and whose address is confirmed (extension "E-mail
 * confirmation": an address typed at signup gets nothing until its owner opened the link). Admins
 * get none of the students' reminders.
 */
const remindableStudent = and(
  eq(users.role, "Student"),
  eq(users.remindersOptOut, false),
  eq(users.emailConfirmed, true),
);

/** Access reminders due at `now` for students who did not opt out (enrolments with a package). */
async function dueAccessReminders(deps: ReminderDeps, now: Date): Promise<DueReminder[]> {
  // A coarse window in SQL (PostgreSQL adds months as addCalendarMonths does), the exact rule below.
  const lower = toNaive(now);
  const upper = toNaive(new Date(now.getTime() + ACCESS_REMINDER_LEADS_MS.access_ends_7d + dayMs));
  const rows = await deps.db
    .select({
      enrollmentId: enrollments.id,
      startDate: enrollments.startDate,
      months: packages.durationByMonthes,
      packageName: packages.name,
      ...studentAndCourse,
    })
    .from(enrollments)
    .innerJoin(packages, eq(packages.id, enrollments.packageId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        remindableStudent,
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
    const kind =
      left <= ACCESS_REMINDER_LEADS_MS.access_ends_1d ? "access_ends_1d" : "access_ends_7d";
    const language = languageOrDefault(row.language);
    const texts = reminderTexts[language];
    const name = isolate(
      `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email,
      language,
    );
    const firstName = row.firstName?.trim() ? isolate(row.firstName.trim(), language) : name;
    const course = isolate(row.courseName, language);
    const when =
      kind === "access_ends_1d"
        ? texts.access.within24Hours
        : texts.access.inDays(Math.ceil(left / dayMs));
    const renew = `${webBaseUrl(deps.config)}/onDemandCourseDetails/${row.courseId}`;
    const links = unsubscribeLinks(deps, row.studentId);
    due.push({
      kind,
      subjectId: row.enrollmentId,
      dueAt: end,
      message: withUnsubscribe(
        {
          to: row.email,
          subject: texts.access.subject(firstName, course, when),
          ...plainMailBodies(
            [
              texts.dear(name),
              texts.access.ends(
                course,
                isolate(row.packageName, language),
                when,
                formatUtc(end, language),
              ),
              { text: texts.access.renew, url: renew },
              { text: texts.access.stop, url: links.page },
            ],
            { language },
          ),
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
    .select({ id: users.id, optOut: users.remindersOptOut, language: users.language })
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
  // The owner's e-mail is in the owner's own language (English without an account).
  const language = languageOrDefault(admin?.language);
  const texts = reminderTexts[language].nudge;
  return rows.flatMap((row) => {
    if (!row.proofSubmittedAt) return [];
    const since = fromNaive(row.proofSubmittedAt);
    const hours = Math.floor((now.getTime() - since.getTime()) / hourMs);
    const deadline = new Date(since.getTime() + 24 * hourMs);
    const buyer = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim();
    const ref = isolate(row.reference, language);
    const paragraphs: (string | LinkParagraph)[] = [
      texts.waited(
        ref,
        isolate(row.title, language),
        `${row.amount} ${row.currency}`,
        buyer ? isolate(buyer, language) : "",
        hours,
      ),
      { text: texts.promise(formatUtc(deadline, language)), url: manage },
    ];
    const message: Omit<MailMessage, "headers"> = {
      to: deps.config.ADMIN_EMAIL,
      subject: texts.subject(ref, hours),
      // The buyer's name is theirs to write, and this e-mail goes to the owner: defanged.
      ...plainMailBodies(
        admin
          ? [...paragraphs, { text: texts.stopLink, url: unsubscribeLinks(deps, admin.id).page }]
          : [...paragraphs, texts.stopSetting],
        { defang: true, language },
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
 * Live-session reminders due at `now` for every student enrolled in the session's online course
 * who did not opt out: `live_24h` when the session starts within 24 hours (not within 1 hour),
 * `live_1h` within the hour, `live_recording` when its recording was added in the last 48 hours.
 * The key is (`kind`, `{sessionId}:{studentId}`, the session's start as it is now): the sessions
 * are read as they are at every scan, so a moved session is reminded at its new time (a new key)
 * and never at its old one, and a deleted session has no row to remind of.
 */
async function dueLiveReminders(deps: ReminderDeps, now: Date): Promise<DueReminder[]> {
  const rows = await deps.db
    .select({
      sessionId: liveSessions.id,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      recordingAddedAt: liveSessions.recordingAddedAt,
      hasRecording: sql<boolean>`${liveSessions.recordingUrl} is not null`,
      ...studentAndCourse,
    })
    .from(liveSessions)
    .innerJoin(courses, and(eq(courses.id, liveSessions.courseId), eq(courses.kind, "online")))
    .innerJoin(enrollments, eq(enrollments.courseId, liveSessions.courseId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        remindableStudent,
        or(
          and(
            gt(liveSessions.startsAt, toNaive(now)),
            lte(
              liveSessions.startsAt,
              toNaive(new Date(now.getTime() + LIVE_REMINDER_LEADS_MS.live_24h)),
            ),
          ),
          and(
            isNotNull(liveSessions.recordingUrl),
            gt(liveSessions.recordingAddedAt, toNaive(new Date(now.getTime() - RECORDING_NEWS_MS))),
            lte(liveSessions.recordingAddedAt, toNaive(now)),
          ),
        ),
      ),
    );
  const due: DueReminder[] = [];
  for (const row of rows) {
    const startsAt = fromNaive(row.startsAt);
    const language = languageOrDefault(row.language);
    const texts = reminderTexts[language].live;
    const name = isolate(
      `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email,
      language,
    );
    const firstName = row.firstName?.trim() ? isolate(row.firstName.trim(), language) : name;
    const title = isolate(row.title, language);
    const course = isolate(row.courseName, language);
    // The e-mail links to the course page, never to the meeting itself: an e-mail is forwarded,
    // archived and read after the session moved, while the page's Join hands the meeting link
    // to the signed-in enrolled student only, inside its window, and records the attendance.
    const page = `${webBaseUrl(deps.config)}/onlineCourseDetails/${row.courseId}`;
    const links = unsubscribeLinks(deps, row.studentId);
    const stop: LinkParagraph = { text: texts.stop(course), url: links.page };
    const when = formatBusinessTime(startsAt, language);
    const remind = (
      kind: DueReminder["kind"],
      subject: string,
      paragraphs: (string | LinkParagraph)[],
    ) =>
      due.push({
        kind,
        subjectId: `${row.sessionId}:${row.studentId}`,
        dueAt: startsAt,
        message: withUnsubscribe(
          {
            to: row.email,
            subject,
            ...plainMailBodies([reminderTexts[language].dear(name), ...paragraphs, stop], {
              language,
            }),
          },
          links,
        ),
      });

    const left = startsAt.getTime() - now.getTime();
    if (left > 0 && left <= LIVE_REMINDER_LEADS_MS.live_24h) {
      // Only the nearer reminder is due: within the hour, the 24-hour one is no longer worth sending.
      const isSoon = left <= LIVE_REMINDER_LEADS_MS.live_1h;
      const inTime = isSoon
        ? texts.inMinutes(Math.ceil(left / 60_000))
        : texts.inHours(Math.round(left / hourMs));
      remind(isSoon ? "live_1h" : "live_24h", texts.subject(firstName, title, inTime), [
        texts.starts(title, course, inTime, when, row.durationMinutes),
        { text: texts.join, url: page },
      ]);
    }
    const addedAt = row.recordingAddedAt ? fromNaive(row.recordingAddedAt) : null;
    if (
      row.hasRecording &&
      addedAt &&
      addedAt.getTime() <= now.getTime() &&
      now.getTime() - addedAt.getTime() < RECORDING_NEWS_MS
    ) {
      remind("live_recording", texts.recordingSubject(firstName, title), [
        { text: texts.recording(title, course, when), url: page },
      ]);
    }
  }
  return due;
}

/**
 * Certificate e-mails (certificate-mail.ts) not sent yet for certificates issued in the last 48
 * hours, optionally only the one of `studentId` in `courseId`. The key is (`certificate_issued`,
 * the certificate's id, its issue time). Transactional: no opt-out applies and no unsubscribe
 * link is added.
 */
async function dueCertificateMails(
  deps: Pick<ReminderDeps, "db" | "config">,
  now: Date,
  only?: { studentId: string; courseId: string },
): Promise<DueReminder[]> {
  const rows = await certificatesAwaitingMail(
    deps.db,
    now,
    only
      ? and(eq(certificates.studentId, only.studentId), eq(certificates.courseId, only.courseId))
      : undefined,
  );
  const base = webBaseUrl(deps.config);
  return rows.map((row) => ({
    kind: CERTIFICATE_MAIL_KIND,
    subjectId: row.id,
    dueAt: fromNaive(row.issuedAt),
    message: certificateMail(row, base),
  }));
}

/**
 * E-mails the student of `studentId` the certificate of `courseId` just issued, unless its e-mail
 * was sent before (exactly once with the reminder scan, which retries a failed one within 48
 * hours of the issue). Never throws: a failure is logged and left to the scan.
 * @returns whether this call sent it.
 */
export async function sendCertificateMail(
  deps: Pick<ReminderDeps, "db" | "config" | "mailer" | "logger">,
  studentId: string,
  courseId: string,
  now: Date,
): Promise<boolean> {
  const log = deps.logger ?? silentLogger;
  try {
    const [due] = await dueCertificateMails(deps, now, { studentId, courseId });
    return due ? await sendOnce(deps.db, deps.mailer, due, now) : false;
  } catch (error) {
    log.error(
      { err: error, kind: CERTIFICATE_MAIL_KIND },
      "certificate e-mail failed; retried at the next reminder scan",
    );
    return false;
  }
}

/**
 * Sends `reminder` unless it was sent before: inserts its key into `sent_reminders` and sends in
 * one transaction. A concurrent sender of the same key waits on the unique index and then finds
 * it taken; a failed send rolls the key back, so the next scan tries again.
 * @returns whether this call sent it. @throws what the mailer throws (nothing was recorded).
 */
export async function sendOnce(
  db: Database,
  mailer: Mailer,
  reminder: DueReminder,
  now: Date,
): Promise<boolean> {
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

/** The count of {@link ScanResult} each kind of reminder adds to. */
const resultKey = {
  access_ends_7d: "accessEnds7d",
  access_ends_1d: "accessEnds1d",
  order_waiting: "orderWaiting",
  live_24h: "live24h",
  live_1h: "live1h",
  live_recording: "liveRecording",
  certificate_issued: "certificateIssued",
  class_message: "classMessage",
  live_schedule_change: "scheduleChange",
} as const satisfies Record<DueReminder["kind"], Exclude<keyof ScanResult, "failed">>;

/**
 * One scan: finds every reminder due at `now` (access ending within 7 days or 1 day, orders with
 * proof waiting 20 hours, live sessions within 24 hours or 1 hour, recordings added in the last
 * 48 hours, certificates issued in the last 48 hours whose e-mail did not go out, class messages
 * and schedule changes of the last 24 hours whose job did not send them) and sends each not sent
 * before, exactly once across workers, instances and restarts.
 * A failed e-mail is logged and left for the next scan. Reads `enrollments`, `packages`,
 * `courses`, `users`, `orders`, `live_sessions`, `certificates`, `class_messages` (and their
 * recipients), `live_session_changes`; writes `sent_reminders`.
 */
export async function scanReminders(deps: ReminderDeps): Promise<ScanResult> {
  const now = (deps.now ?? (() => new Date()))();
  const log = deps.logger ?? silentLogger;
  // One after another: PGlite has one connection, and each query is small.
  const due = [
    ...(await dueAccessReminders(deps, now)),
    ...(await dueOrderNudges(deps, now)),
    ...(await dueLiveReminders(deps, now)),
    ...(await dueCertificateMails(deps, now)),
    // What a course-mail job did not send (its queue is the way they go out first).
    ...(await dueCourseMails(deps, now)),
  ];
  const result: ScanResult = {
    accessEnds7d: 0,
    accessEnds1d: 0,
    orderWaiting: 0,
    live24h: 0,
    live1h: 0,
    liveRecording: 0,
    certificateIssued: 0,
    classMessage: 0,
    scheduleChange: 0,
    failed: 0,
  };
  for (const reminder of due) {
    try {
      if (!(await sendOnce(deps.db, deps.mailer, reminder, now))) continue;
      result[resultKey[reminder.kind]] += 1;
    } catch (error) {
      result.failed += 1;
      log.error(
        { err: error, kind: reminder.kind, accountHash: hashForLog(reminder.message.to) },
        "reminder e-mail failed; retried at the next scan",
      );
    }
  }
  return result;
}
