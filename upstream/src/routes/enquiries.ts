import { createHash } from "node:crypto";
import { isEmailAddress } from "@brightway/contract/email-rules";
import { throttleAddress } from "@brightway/contract/throttle-policy";
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_PROJECT_TYPES,
  ENQUIRY_STATUSES,
  type EnquiryDto,
} from "@brightway/contract";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { enquiries } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { notFound } from "../http/problem";
import { TooManyRequests, clientAddress } from "../http/throttle";
import {
  guidSchema,
  pagingParams,
  parseOrThrow,
  pathParam,
  queryParams,
  readJson,
} from "../http/validate";
import { hashForLog } from "../log";
import { fromNaive, toIsoUtc } from "../orders";
import { naiveUtc } from "../password-reset";
import { defang, plainMailBodies } from "../mail";
import { isolate, languageOfEmail, type MailTexts } from "../mail-language";
import { webBaseUrl } from "../reminders";

/** A stored enquiry row. */
type EnquiryRow = typeof enquiries.$inferSelect;

// Optional texts: absent, null or blank are all "not given".
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const createEnquirySchema = z.object({
  name: z
    .string({ message: "The name is required." })
    .trim()
    .min(1, "The name is required.")
    .max(ENQUIRY_LIMITS.name),
  email: z
    .string({ message: "The e-mail is required." })
    .trim()
    .max(ENQUIRY_LIMITS.email)
    // The strict rule of every e-mail field: the address becomes a Reply-To and a mailto: link.
    .refine((value) => isEmailAddress(value), "The e-mail is not valid."),
  phone: optionalText(ENQUIRY_LIMITS.phone),
  company: optionalText(ENQUIRY_LIMITS.company),
  projectType: z.enum(ENQUIRY_PROJECT_TYPES, { message: "Choose one of the project types." }),
  message: z
    .string({ message: "The message is required." })
    .trim()
    .min(ENQUIRY_MESSAGE_MIN, `The message needs at least ${ENQUIRY_MESSAGE_MIN} characters.`)
    .max(ENQUIRY_LIMITS.message),
});

const updateEnquirySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { message: "The status is new or answered." }),
  note: optionalText(ENQUIRY_LIMITS.note),
});

const listQuerySchema = z.object({ status: z.enum([...ENQUIRY_STATUSES, "all"]).default("all") });

/** `EnquiryDto` of a row (times ISO-8601 UTC with `Z`). */
function toEnquiryDto(row: EnquiryRow): EnquiryDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    projectType: row.projectType,
    message: row.message,
    status: row.status,
    note: row.note,
    createdAt: toIsoUtc(row.createdAt)!,
    answeredAt: toIsoUtc(row.answeredAt),
  };
}

/** The owner's e-mail of an enquiry; what the visitor wrote comes isolated. */
const enquiryMailTexts: MailTexts<{
  subject: (name: string) => string;
  sent: (name: string) => string;
  projectType: (type: string) => string;
  email: (email: string) => string;
  phone: (phone: string) => string;
  company: (company: string) => string;
  message: (message: string) => string;
  answer: string;
}> = {
  en: {
    subject: (name) => `New consultancy enquiry from ${name}`,
    sent: (name) => `${name} sent an enquiry from the consultancy page.`,
    projectType: (type) => `Project type: ${type}`,
    email: (email) => `E-mail: ${email}`,
    phone: (phone) => `Phone: ${phone}`,
    company: (company) => `Company: ${company}`,
    message: (message) => `Message:\n${message}`,
    answer: "Answer it and mark it answered in Enquiries:",
  },
  ar: {
    subject: (name) => `استفسار استشاري جديد من ${name}`,
    sent: (name) => `أرسل ${name} استفسارًا من صفحة الاستشارات.`,
    projectType: (type) => `نوع المشروع: ${type}`,
    email: (email) => `البريد الإلكتروني: ${email}`,
    phone: (phone) => `الهاتف: ${phone}`,
    company: (company) => `الشركة: ${company}`,
    message: (message) => `الرسالة:\n${message}`,
    answer: "ردّ عليه وحدِّده كمُجاب في صفحة الاستفسارات:",
  },
};

/**
 * Registers the consultancy enquiries extension (EXTENSIONS.md "Consultancy enquiries"): anyone
 * sends one (throttled per client address and per e-mail, counted in the table itself so every
 * instance agrees), which is e-mailed to `ADMIN_EMAIL`; the admin lists them, counts the new
 * ones, and marks each new or answered with a note.
 */
export function registerEnquiryRoutes(app: App, deps: AppDeps): void {
  const { db, config, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Sends an enquiry: anyone (no token needed); 201 `{ id }`. 400 with `errors` for a missing or
   * malformed field; 429 with `Retry-After` over the limits of the window (checked before
   * anything is written). The admin's e-mail goes after the insert; its failure is logged only.
   */
  app.post("/api/enquiries", async (c) => {
    const body = await readJson(c, createEnquirySchema);
    const at = now();
    const windowStart = naiveUtc(at.getTime() - config.THROTTLE_ENQUIRIES_WINDOW_SECONDS * 1000);
    // Counted as throttles count a client: IPv6 by its /64 (one host has the whole network).
    const addressHash = createHash("sha256")
      .update(
        throttleAddress(
          clientAddress(c.env, c.req.header("x-forwarded-for"), config.TRUSTED_PROXIES),
        ),
      )
      .digest("hex");
    const recent = async (condition: ReturnType<typeof eq>) => {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | null>`min(${enquiries.createdAt})` })
        .from(enquiries)
        .where(and(condition, gte(enquiries.createdAt, windowStart)));
      return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
    };
    for (const [used, limit] of [
      [await recent(eq(enquiries.addressHash, addressHash)), config.THROTTLE_ENQUIRIES_PER_ADDRESS],
      [
        await recent(
          sql`lower(${enquiries.email}) = ${body.email.toLowerCase()}` as ReturnType<typeof eq>,
        ),
        config.THROTTLE_ENQUIRIES_PER_EMAIL,
      ],
    ] as const) {
      if (used.n >= limit) {
        const freesAt =
          fromNaive(used.oldest ?? naiveUtc(at.getTime())).getTime() +
          config.THROTTLE_ENQUIRIES_WINDOW_SECONDS * 1000;
        throw new TooManyRequests(Math.max(1000, freesAt - at.getTime()), {
          rule: "enquiries",
          accountHash: hashForLog(body.email),
        });
      }
    }
    const stamp = naiveUtc(at.getTime());
    const [row] = await db
      .insert(enquiries)
      .values({ ...body, addressHash, createdAt: stamp, updatedAt: stamp })
      .returning();
    const log = c.get("log");
    try {
      // The owner's e-mail is in the owner's own language.
      const language = await languageOfEmail(db, config.ADMIN_EMAIL);
      const texts = enquiryMailTexts[language];
      const name = isolate(body.name, language);
      await mailer.send({
        to: config.ADMIN_EMAIL,
        // Everything but the link to Enquiries was written by the visitor: defanged, never a link.
        subject: texts.subject(defang(name)),
        // Reply-To the sender, so the admin answers with one click: only a strictly valid address
        // (checked above; again here, so no later change of the schema can let a header through).
        ...(isEmailAddress(body.email) ? { headers: { "Reply-To": body.email } } : {}),
        ...plainMailBodies(
          [
            texts.sent(name),
            texts.projectType(isolate(body.projectType, language)),
            texts.email(isolate(body.email, language)),
            ...(body.phone ? [texts.phone(isolate(body.phone, language))] : []),
            ...(body.company ? [texts.company(isolate(body.company, language))] : []),
            texts.message(body.message),
            { text: texts.answer, url: `${webBaseUrl(config)}/manageEnquiries` },
          ],
          { defang: true, language },
        ),
      });
    } catch (error) {
      log?.error({ err: error, accountHash: hashForLog(body.email) }, "enquiry e-mail failed");
    }
    return c.json({ id: row!.id }, 201);
  });

  /** How many enquiries are new: Admin; 200 `{ new }`. Also the extension's probe (401 without a token). */
  app.get("/api/enquiries/newcount", async (c) => {
    requireAdmin(c);
    const [row] = await db
      .select({ n: count() })
      .from(enquiries)
      .where(eq(enquiries.status, "new"));
    return c.json({ new: row?.n ?? 0 });
  });

  /**
   * Enquiries, newest first: Admin; 200 `EnquiryDto[]`. `status` new, answered or all (default);
   * `PageNumber`/`PageSize` as the legacy lists (PageSize at most 50).
   */
  app.get("/api/enquiries", async (c) => {
    requireAdmin(c);
    const { status } = parseOrThrow(listQuerySchema, queryParams(c), "The query");
    const paging = pagingParams(c);
    const rows = await db
      .select()
      .from(enquiries)
      .where(status === "all" ? undefined : eq(enquiries.status, status))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize);
    return c.json(rows.map(toEnquiryDto));
  });

  /**
   * Marks an enquiry new or answered and keeps the admin's note: Admin; 200 `EnquiryDto`.
   * `answeredAt` is set when it becomes answered and cleared when it is new again. 400; 404.
   */
  app.put("/api/enquiries/:id", async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    const body = await readJson(c, updateEnquirySchema);
    const [current] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    if (!current) throw notFound(`Enquiry with ID: ${id} doesn't exist.`);
    const stamp = naiveUtc(now().getTime());
    const [row] = await db
      .update(enquiries)
      .set({
        status: body.status,
        note: body.note,
        updatedAt: stamp,
        answeredAt: body.status === "answered" ? (current.answeredAt ?? stamp) : null,
      })
      .where(eq(enquiries.id, id))
      .returning();
    return c.json(toEnquiryDto(row!));
  });
}
