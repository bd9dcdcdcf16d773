import { and, eq, gt, notExists, sql, type SQL } from "drizzle-orm";
import type { Executor } from "./db/client";
import { certificates, sentReminders, users } from "./db/schema";
import { type MailMessage, plainMailBodies } from "./mail";
import { isolate, languageOrDefault, type MailTexts } from "./mail-language";
import { toNaive } from "./orders";

/*
 * The e-mail to a student whose certificate was just issued (upstream/EXTENSIONS.md "Learning
 * progress"): congratulations, the course, and links to the certificate's page and its PDF. It is
 * transactional (about something the student did), so it goes to every student, reminders
 * opt-out or not, with no unsubscribe link. Sent exactly once per certificate under the key
 * (`certificate_issued`, certificate id, issue time) of `sent_reminders` (reminders.ts): at once by
 * the request that issued it, else by the next reminder scan.
 */

/** The ledger kind (`sent_reminders.kind`) of a certificate e-mail. */
export const CERTIFICATE_MAIL_KIND = "certificate_issued";

/**
 * How long after its issue (48 hours) a certificate whose e-mail did not go out is still e-mailed
 * by the scan: a retry after a failed send, not a mailing to every certificate issued before
 * this e-mail existed.
 */
const CERTIFICATE_MAIL_WINDOW_MS = 48 * 60 * 60 * 1000;

/** An issued certificate and its holder's address: what its e-mail states. */
interface IssuedCertificate {
  id: string;
  code: string;
  /** The name printed on it (typed by the student: plain text in the e-mail, never a link). */
  studentName: string;
  courseName: string;
  /** The passed final exam's best score, whole percent 0–100; null without a final exam. */
  finalExamPercent: number | null;
  /** Naive UTC (`YYYY-MM-DDTHH:mm:ss`). */
  issuedAt: string;
  email: string;
  /** The holder's `users.language`. */
  language: string;
}

/** The certificate e-mail's texts; `course` and `name` come isolated. */
const certificateTexts: MailTexts<{
  subject: (course: string) => string;
  dear: (name: string) => string;
  congratulations: (course: string) => string;
  exam: (percent: number) => string;
  code: (code: string) => string;
  page: string;
  pdf: string;
  share: string;
}> = {
  en: {
    subject: (course) => `Congratulations: your certificate for ${course}`,
    dear: (name) => `Dear ${name},`,
    congratulations: (course) =>
      `Congratulations on completing ${course}! Your certificate of completion is ready.`,
    exam: (percent) => `You passed the final exam with ${percent}%.`,
    code: (code) => `Certificate ID: ${code}`,
    page: "See and share your certificate:",
    pdf: "Download it as a PDF:",
    share:
      "Anyone with the link can check the certificate on its page, and you can add it to your LinkedIn profile from there.",
  },
  ar: {
    subject: (course) => `تهانينا: شهادتك في ${course}`,
    dear: (name) => `مرحبًا ${name}،`,
    congratulations: (course) => `تهانينا على إتمام ${course}! شهادة إتمام الدورة جاهزة.`,
    exam: (percent) => `اجتزت الاختبار النهائي بنسبة ${percent}%.`,
    code: (code) => `رقم الشهادة: ${code}`,
    page: "اعرض شهادتك وشاركها:",
    pdf: "نزّلها بصيغة PDF:",
    share:
      "يمكن لأي شخص لديه الرابط التحقق من الشهادة على صفحتها، ويمكنك إضافتها إلى ملفك الشخصي على LinkedIn من هناك.",
  },
};

/**
 * The certificate e-mail to its holder, in the holder's language: subject "Congratulations: your
 * certificate for {course}", the final exam's score when there was one, the certificate's code,
 * its page `{webBase}/certificates/{code}` and its PDF `{webBase}/certificates/{code}/pdf`.
 * @param webBase the web app's base URL, no trailing slash (`webBaseUrl` in reminders.ts).
 */
export function certificateMail(
  certificate: IssuedCertificate,
  webBase: string,
): Omit<MailMessage, "headers"> {
  const language = languageOrDefault(certificate.language);
  const texts = certificateTexts[language];
  const course = isolate(certificate.courseName, language);
  const page = `${webBase}/certificates/${encodeURIComponent(certificate.code)}`;
  return {
    to: certificate.email,
    subject: texts.subject(course),
    // Names and titles are typed by people: plain text; only our two links are anchors.
    ...plainMailBodies(
      [
        texts.dear(isolate(certificate.studentName, language)),
        texts.congratulations(course),
        ...(certificate.finalExamPercent === null
          ? []
          : [texts.exam(certificate.finalExamPercent)]),
        texts.code(isolate(certificate.code, language)),
        { text: texts.page, url: page },
        { text: texts.pdf, url: `${page}/pdf` },
        texts.share,
      ],
      { language },
    ),
  };
}

/**
 * Certificates issued in the last 48 hours before `now` whose e-mail is not in `sent_reminders`
 * yet, with their holder's address; `where` narrows them (e.g. one student's certificate of one
 * course). Reads `certificates`, `users`, `sent_reminders`.
 */
export async function certificatesAwaitingMail(
  db: Executor,
  now: Date,
  where?: SQL,
): Promise<IssuedCertificate[]> {
  return db
    .select({
      id: certificates.id,
      code: certificates.code,
      studentName: certificates.studentName,
      courseName: certificates.courseName,
      finalExamPercent: certificates.finalExamPercent,
      issuedAt: certificates.issuedAt,
      email: users.email,
      language: users.language,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.studentId))
    .where(
      and(
        // Extension "E-mail confirmation": an unconfirmed address gets no certificate e-mail
        // (the certificate itself is issued and shown as ever).
        eq(users.emailConfirmed, true),
        gt(certificates.issuedAt, toNaive(new Date(now.getTime() - CERTIFICATE_MAIL_WINDOW_MS))),
        notExists(
          db
            .select({ id: sentReminders.id })
            .from(sentReminders)
            .where(
              and(
                eq(sentReminders.kind, CERTIFICATE_MAIL_KIND),
                // The ledger's subject is text (it also holds composite keys); the id is a uuid.
                sql`${sentReminders.subjectId} = ${certificates.id}::text`,
              ),
            ),
        ),
        where,
      ),
    );
}
