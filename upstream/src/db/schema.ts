import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** PostgreSQL `bytea`, read and written as a Node `Buffer`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Naive timestamps, as the legacy API reads and writes them (no time zone, ISO without offset). */
const naiveTimestamp = (name: string) => timestamp(name, { mode: "string", precision: 3 });

/** A Guid primary key (`id`) the database fills. */
const guidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** When the row was created (`created_at`), naive UTC, filled by the database. */
const createdAt = () =>
  naiveTimestamp("created_at")
    .notNull()
    .default(sql`now()`);

/** The course a row belongs to (`course_id`): deleting the course deletes the row. */
const owningCourse = () =>
  uuid("course_id")
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" });

/** The account a row belongs to (`column`, a user id): deleting the account deletes the row. */
const owningUser = (column: "user_id" | "student_id") =>
  text(column)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * Stored files (images, documents, the portfolio): bytes in the database so every upstream
 * instance sees the same files, with the sniffed content type and the size in bytes.
 */
export const files = pgTable("files", {
  id: guidPrimaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/**
 * Accounts. One table for both roles: `role` is "Admin" or "Student"; the student-only columns
 * (first/last name, gender) are null for admins. E-mail and user name are unique
 * case-insensitively across all accounts (the legacy per-kind check let an admin e-mail break
 * student login).
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    role: text("role", { enum: ["Admin", "Student"] }).notNull(),
    userName: text("user_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    phoneNumber: text("phone_number"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    gender: integer("gender").notNull().default(0),
    createdAt: createdAt(),
    /** Extension (scheduled reminders): the user stopped reminder e-mails with the link in one. */
    remindersOptOut: boolean("reminders_opt_out").notNull().default(false),
    /**
     * Extension (certificate name): the name the student wants printed on certificates, in any
     * script, spaces allowed (2–80 characters); null = first + last name.
     */
    certificateName: text("certificate_name"),
    /**
     * Extension (e-mail confirmation): the login e-mail is known to reach the account's owner. A
     * student's own signup starts false until the link e-mailed to the address is opened;
     * accounts made before the extension, by the owner (admins, students the owner created) and
     * confirmed changes of the login e-mail are true. Until then the address gets no e-mail but
     * the confirmation and password resets.
     */
    emailConfirmed: boolean("email_confirmed").notNull().default(true),
    /**
     * Extension (language): the language of the e-mails to this account, "en" or "ar". Every
     * account made before the extension, and every one that never chose, reads English.
     */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_user_name_lower_idx").on(sql`lower(${table.userName})`),
    index("users_role_idx").on(table.role),
    // The dashboard's new students per week (upstream/EXTENSIONS.md, "Dashboard").
    index("users_role_created_idx").on(table.role, table.createdAt),
  ],
);

/** Single-use password-reset tokens; only a SHA-256 hash of the token is stored. Lifetime 1 hour. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: guidPrimaryKey(),
  userId: owningUser("user_id"),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: naiveTimestamp("expires_at").notNull(),
  usedAt: naiveTimestamp("used_at"),
});

/**
 * Pending changes of a login e-mail (extension "Login e-mail changes", EXTENSIONS.md): the new
 * address waits here until the link e-mailed to it is opened. Only a SHA-256 hash of the link's
 * token is stored; single use (`usedAt`), lifetime 24 hours. A user has at most one unused row
 * (a new request replaces the old one).
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: guidPrimaryKey(),
    userId: owningUser("user_id"),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: naiveTimestamp("created_at").notNull(),
    expiresAt: naiveTimestamp("expires_at").notNull(),
    usedAt: naiveTimestamp("used_at"),
  },
  (table) => [index("email_changes_user_idx").on(table.userId)],
);

/**
 * Extension (e-mail confirmation): links that confirm a new student's login e-mail. Only a
 * SHA-256 hash of the link's token is stored; single use (`usedAt`), lifetime 7 days. `email` is
 * the address the link went to: a link stops counting once the login e-mail is another.
 * `createdAt` also throttles "Resend confirmation e-mail".
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: guidPrimaryKey(),
    userId: owningUser("user_id"),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: naiveTimestamp("created_at").notNull(),
    expiresAt: naiveTimestamp("expires_at").notNull(),
    usedAt: naiveTimestamp("used_at"),
  },
  (table) => [index("email_confirmations_user_idx").on(table.userId, table.createdAt)],
);

/**
 * Courses of both kinds (the legacy TPT hierarchy flattened): `kind` "online" has `start`/`end`
 * and `defaultPrice` in USD; `kind` "onDemand" has sections and packages (prices on packages, EGP).
 * `hours` is text, as on the wire. `discount` is a percentage.
 */
export const courses = pgTable(
  "courses",
  {
    id: guidPrimaryKey(),
    kind: text("kind", { enum: ["online", "onDemand"] }).notNull(),
    name: text("name").notNull(),
    description: text("description"),
    objectives: text("objectives"),
    defaultPrice: doublePrecision("default_price").notNull().default(0),
    discount: doublePrecision("discount").notNull().default(0),
    hasDiscount: boolean("has_discount").notNull().default(false),
    enrollments: integer("enrollments").notNull().default(0),
    hours: text("hours").notNull(),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    instructorName: text("instructor_name"),
    instructorDescription: text("instructor_description"),
    instructorImageFileId: uuid("instructor_image_file_id").references(() => files.id, {
      onDelete: "set null",
    }),
    start: naiveTimestamp("start"),
    end: naiveTimestamp("end"),
    link: text("link"),
    /**
     * Extension (live sessions): the share of an online course's live sessions, in percent
     * (1–100), a student must attend for the certificate. Unused by on-demand courses.
     */
    attendanceThreshold: integer("attendance_threshold").notNull().default(75),
    /**
     * Extension (course outcomes and requirements): what a student will learn and what they need
     * beforehand, each a list of short texts in the owner's order (at most 12 of 200 characters).
     */
    outcomes: jsonb("outcomes").$type<string[]>().notNull().default([]),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    /**
     * Extension (publishing): false for a draft, seen by admins only. Existing and seeded rows are
     * published (the default); a course created through the API starts as a draft.
     */
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index("courses_kind_idx").on(table.kind)],
);

/**
 * Sections of an on-demand course, listed by `position` (then creation). `position` is an
 * extension of the legacy model (upstream/EXTENSIONS.md): 0-based order within the course, set
 * last on create and rewritten by `PUT /api/Sections/Reorder/{courseId}`.
 */
export const sections = pgTable(
  "sections",
  {
    id: guidPrimaryKey(),
    courseId: owningCourse(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("sections_course_idx").on(table.courseId)],
);

/**
 * Videos of a section; `videoUrl` is stored verbatim (the frontend stores an embed snippet).
 * Listed by `position` (then id): an extension (upstream/EXTENSIONS.md), 0-based within the
 * section, set last on create or move and rewritten by `PUT /api/Sections/ReorderVideos/{sectionId}`.
 * `isPreview` (an extension too): a free preview, whose address anyone may have.
 */
export const videos = pgTable(
  "videos",
  {
    id: serial("id").primaryKey(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    videoUrl: text("video_url"),
    position: integer("position").notNull().default(0),
    isPreview: boolean("is_preview").notNull().default(false),
    /**
     * Extension (watched lessons): the video's length in seconds as the admin entered it; null
     * when unknown (the lesson then completes on request, as before the extension).
     */
    durationSeconds: integer("duration_seconds"),
  },
  (table) => [index("videos_section_idx").on(table.sectionId)],
);

/** Time-limited packages of an on-demand course: duration in months, price in EGP. */
export const packages = pgTable(
  "packages",
  {
    id: guidPrimaryKey(),
    courseId: owningCourse(),
    name: text("name").notNull(),
    durationByMonthes: integer("duration_by_monthes").notNull(),
    price: doublePrecision("price").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("packages_course_idx").on(table.courseId)],
);

/**
 * Enrolments of students in on-demand courses. One per (student, course): the legacy server
 * only pre-checked duplicates on create; here the database enforces it. A package referenced by
 * an enrolment cannot be deleted (restrict), which the API answers with 409 instead of a 500.
 */
export const enrollments = pgTable(
  "enrollments",
  {
    id: guidPrimaryKey(),
    studentId: owningUser("student_id"),
    courseId: owningCourse(),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "restrict" }),
    startDate: naiveTimestamp("start_date").notNull(),
  },
  (table) => [
    uniqueIndex("enrollments_student_course_idx").on(table.studentId, table.courseId),
    index("enrollments_course_idx").on(table.courseId),
  ],
);

/** Paid documents. `typeOfFile`: 0 PDF, 1 Excel, 2 Word, 3 PowerPoint. `price` in USD. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    price: doublePrecision("price").notNull().default(0),
    typeOfFile: integer("type_of_file").notNull().default(0),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    /** Extension (publishing): false for a draft (admins only); created through the API as one. */
    published: boolean("published").notNull().default(true),
  },
  (table) => [index("products_title_idx").on(table.title)],
);

/** Which student may download which product (the legacy ProductStudent link). */
export const productStudents = pgTable(
  "product_students",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    studentId: owningUser("student_id"),
  },
  (table) => [primaryKey({ columns: [table.productId, table.studentId] })],
);

/** Free publications (always PDF, price 0 on the wire). */
export const publications = pgTable(
  "publications",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
    /** Extension (publishing): false for a draft (admins only); created through the API as one. */
    published: boolean("published").notNull().default(true),
  },
  (table) => [index("publications_title_idx").on(table.title)],
);

/** Consultancy projects shown in the public gallery. */
export const projects = pgTable("projects", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

/** Images of a project, in `position` order; exactly one should be the main image. */
export const projectImages = pgTable(
  "project_images",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name"),
    description: text("description"),
    isMainImage: boolean("is_main_image").notNull().default(false),
    position: integer("position").notNull().default(0),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
  },
  (table) => [index("project_images_project_idx").on(table.projectId)],
);

/** Landing-page header photos, sorted by `order`. `imageUrl` is kept for the wire only. */
export const headers = pgTable("headers", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull().default(""),
  order: integer("order").notNull().default(0),
  imageFileId: uuid("image_file_id").references(() => files.id, { onDelete: "set null" }),
});

/** The single consultancy portfolio file (one row at most). */
export const portfolios = pgTable("portfolios", {
  id: serial("id").primaryKey(),
  fileId: uuid("file_id")
    .notNull()
    .references(() => files.id),
});

/**
 * Extension (learning progress, see upstream/EXTENSIONS.md): a student's completion of one video,
 * with the time it was first recorded (naive UTC). One row per (student, video): recording again
 * changes nothing. Goes with the student or the video (cascade).
 */
export const videoCompletions = pgTable(
  "video_completions",
  {
    studentId: owningUser("student_id"),
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    completedAt: naiveTimestamp("completed_at")
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.videoId] }),
    index("video_completions_video_idx").on(table.videoId),
  ],
);

/**
 * Extension: certificates of completion, issued once per (student, course) when the student has
 * completed every video of the course. The names are copied at issue time so the same `code`
 * always shows the same certificate. `code` is short, random and lowercase (paths are matched
 * lower-cased). Dates are naive UTC timestamps.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: guidPrimaryKey(),
    code: text("code").notNull().unique(),
    studentId: owningUser("student_id"),
    courseId: owningCourse(),
    studentName: text("student_name").notNull(),
    courseName: text("course_name").notNull(),
    packageName: text("package_name"),
    completedAt: naiveTimestamp("completed_at").notNull(),
    issuedAt: naiveTimestamp("issued_at")
      .notNull()
      .default(sql`now()`),
    /** A live course's certificate: live sessions attended, and of how many, when issued; null otherwise. */
    liveAttended: integer("live_attended"),
    liveTotal: integer("live_total"),
    /** The course's `hours` (text, as on the wire) when issued (older certificates: when the column was added). */
    courseHours: text("course_hours"),
    /** Extension (assessments): the best score (0–100) of the passed final exam when issued; null without one. */
    finalExamPercent: integer("final_exam_percent"),
  },
  (table) => [uniqueIndex("certificates_student_course_idx").on(table.studentId, table.courseId)],
);

/**
 * Extension (not in the legacy API; see `upstream/EXTENSIONS.md`, "Orders"): a student's order of
 * an on-demand package, an online course or a product, paid by hand and proven with an image.
 * `reference` is the short code the buyer writes in the transfer note. `amount` and `currency`
 * are copied from the catalogue at creation (EGP for packages, after the course discount; USD
 * otherwise). `status` is stored as `awaiting_proof`, `proof_submitted`, `approved`, `rejected`
 * or `cancelled`; `expired` is computed on read (awaiting proof for 7 days). Item ids are kept
 * (set null when the item is deleted) with the title copied, so history survives deletions.
 */
export const orders = pgTable(
  "orders",
  {
    id: guidPrimaryKey(),
    reference: text("reference").notNull().unique(),
    studentId: owningUser("student_id"),
    kind: text("kind", { enum: ["package", "onlineCourse", "product"] }).notNull(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency", { enum: ["EGP", "USD"] }).notNull(),
    paymentMethod: text("payment_method", { enum: ["wallet", "card", "instant"] }).notNull(),
    status: text("status", {
      enum: ["awaiting_proof", "proof_submitted", "approved", "rejected", "cancelled"],
    }).notNull(),
    proofFileId: uuid("proof_file_id").references(() => files.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    decidedBy: text("decided_by"),
    createdAt: naiveTimestamp("created_at").notNull(),
    updatedAt: naiveTimestamp("updated_at").notNull(),
    proofSubmittedAt: naiveTimestamp("proof_submitted_at"),
    approvedAt: naiveTimestamp("approved_at"),
    rejectedAt: naiveTimestamp("rejected_at"),
    cancelledAt: naiveTimestamp("cancelled_at"),
    /** When `amount` was last priced from the catalogue; null = at `createdAt`. */
    quotedAt: naiveTimestamp("quoted_at"),
    /** The amount before the last re-quote changed it (the buyer is told); null = never changed. */
    previousAmount: doublePrecision("previous_amount"),
    /** When the admin was last e-mailed about this order's proof (e-mails are coalesced). */
    adminNotifiedAt: naiveTimestamp("admin_notified_at"),
    /** Proofs received since that e-mail (the next e-mail says how many). */
    proofsSinceNotice: integer("proofs_since_notice").notNull().default(0),
    /**
     * A USD order's amount in whole EGP at the admin's exchange rate when `amount` was quoted,
     * that rate (EGP per USD) and when the admin set it; null for EGP orders and while no rate is
     * set. The buyer pays either amount; `amount` stays the USD price.
     */
    egpAmount: doublePrecision("egp_amount"),
    egpRate: doublePrecision("egp_rate"),
    egpRateSetAt: naiveTimestamp("egp_rate_set_at"),
  },
  (table) => [
    index("orders_student_idx").on(table.studentId),
    index("orders_status_idx").on(table.status, table.proofSubmittedAt),
    // The dashboard's revenue per month (approved orders by approval time).
    index("orders_status_approved_idx").on(table.status, table.approvedAt),
  ],
);

/**
 * Extension (scheduled reminders, `upstream/EXTENSIONS.md`): one row per reminder e-mail sent.
 * The unique key (`kind`, `subject_id`, `due_at`) is what makes each reminder go out exactly
 * once: a sender inserts the row (ON CONFLICT DO NOTHING) in the transaction that sends, so a
 * second worker, instance or restart finds it and sends nothing. `kind` is `access_ends_7d`,
 * `access_ends_1d` (subject: the enrolment; due: the access end) or `order_waiting` (subject:
 * the order; due: its proof time), or, for live sessions, `live_24h`, `live_1h` and
 * `live_recording` (subject: `{sessionId}:{studentId}`; due: the session's start, so a moved
 * session is a new reminder and the old one is never due), or `certificate_issued` (subject: the
 * certificate; due: its issue time; certificate-mail.ts), or `class_message` (subject:
 * `{messageId}:{studentId}`; due: the message's time) and `live_schedule_change` (subject:
 * `{courseId}:{studentId}`; due: the batch's time; both class-mail.ts). No foreign keys: the
 * record outlives what it was about.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", {
      enum: [
        "access_ends_7d",
        "access_ends_1d",
        "order_waiting",
        "live_24h",
        "live_1h",
        "live_recording",
        "certificate_issued",
        "class_message",
        "live_schedule_change",
      ],
    }).notNull(),
    subjectId: text("subject_id").notNull(),
    dueAt: naiveTimestamp("due_at").notNull(),
    recipient: text("recipient").notNull(),
    sentAt: naiveTimestamp("sent_at").notNull(),
  },
  (table) => [uniqueIndex("sent_reminders_key_idx").on(table.kind, table.subjectId, table.dueAt)],
);

/**
 * Sign-in sessions (extension "Sessions", `EXTENSIONS.md`): one row per login, its id carried in
 * the token's `sid` claim and checked on every authenticated request. `label` is the browser and
 * system read from the user agent at login ("Chrome on Windows"); `address` the client address.
 * An ended session keeps its row with `endedAt` and `endReason` (`signed-out`, `idle`,
 * `replaced`, `expired`, `password-changed`, …) so that its next request learns why.
 * `lastSeenAt` is touched at most once a minute.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: guidPrimaryKey(),
    userId: owningUser("user_id"),
    role: text("role", { enum: ["Admin", "Student"] }).notNull(),
    createdAt: naiveTimestamp("created_at").notNull(),
    lastSeenAt: naiveTimestamp("last_seen_at").notNull(),
    userAgent: text("user_agent"),
    label: text("label").notNull(),
    address: text("address"),
    endedAt: naiveTimestamp("ended_at"),
    endReason: text("end_reason"),
  },
  (table) => [index("sessions_user_idx").on(table.userId, table.endedAt)],
);

/** Business settings (extension "Sessions"): one row per key, the value as JSON text. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Extension (live sessions, `EXTENSIONS.md`): the live sessions of an online course, in the
 * course's order (`position`, 0-based). `startsAt` is an instant stored naive UTC; `meetingLink`
 * an https URL given only to the enrolled and admins; `recordingUrl` the recording's embed
 * address once added (`recordingAddedAt` then, for the "recording added" e-mail).
 */
export const liveSessions = pgTable(
  "live_sessions",
  {
    id: guidPrimaryKey(),
    courseId: owningCourse(),
    title: text("title").notNull(),
    startsAt: naiveTimestamp("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    meetingLink: text("meeting_link").notNull(),
    recordingUrl: text("recording_url"),
    recordingAddedAt: naiveTimestamp("recording_added_at"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: naiveTimestamp("updated_at")
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("live_sessions_course_idx").on(table.courseId, table.position),
    index("live_sessions_starts_idx").on(table.startsAt),
  ],
);

/**
 * Extension (live sessions): a student's attendance of one live session: recorded by their first
 * Join (`joinedAt`), or set by an admin (`markedBy`, the admin's id). One row per (session,
 * student); an admin's "absent" deletes it.
 */
export const liveAttendance = pgTable(
  "live_attendance",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    studentId: owningUser("student_id"),
    joinedAt: naiveTimestamp("joined_at").notNull(),
    markedBy: text("marked_by"),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    index("live_attendance_student_idx").on(table.studentId),
  ],
);

/**
 * Extension (live sessions): a student's private calendar subscription. The feed's token is an
 * HMAC of (user id, `version`); revoking bumps `version`, so every earlier token stops working.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: owningUser("user_id").primaryKey(),
  version: integer("version").notNull().default(1),
  updatedAt: naiveTimestamp("updated_at")
    .notNull()
    .default(sql`now()`),
});

/**
 * Extension (consultancy enquiries; `upstream/EXTENSIONS.md`): what a visitor sent from the
 * consultancy page, and how the admin handled it (`status` new or answered, a private `note`).
 * `addressHash` is the SHA-256 (hex) of the sender's client address, kept only to throttle
 * enquiries per address (the address itself is never stored).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: guidPrimaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    projectType: text("project_type").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "answered"] })
      .notNull()
      .default("new"),
    note: text("note"),
    addressHash: text("address_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: naiveTimestamp("updated_at")
      .notNull()
      .default(sql`now()`),
    answeredAt: naiveTimestamp("answered_at"),
  },
  (table) => [
    index("enquiries_status_created_idx").on(table.status, table.createdAt),
    index("enquiries_address_created_idx").on(table.addressHash, table.createdAt),
    index("enquiries_email_created_idx").on(sql`lower(${table.email})`, table.createdAt),
  ],
);

/**
 * Extension (watched lessons): how much of one video a student has actually played. `openedAt`
 * is the first report (the lesson opened), `lastReportAt` the latest; `playedSeconds` the sum of
 * the reported playing time, each report capped by the wall clock since the one before, so no
 * client can claim more than the time that passed. One row per (student, video).
 */
export const videoWatches = pgTable(
  "video_watches",
  {
    studentId: owningUser("student_id"),
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    openedAt: naiveTimestamp("opened_at").notNull(),
    lastReportAt: naiveTimestamp("last_report_at").notNull(),
    playedSeconds: doublePrecision("played_seconds").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.videoId] }),
    index("video_watches_video_idx").on(table.videoId),
  ],
);

/**
 * Extension (assessments): a quiz after a section (`kind` "quiz", `sectionId` set, on-demand
 * courses) or a course's final exam (`kind` "final", at most one per course, either course kind).
 * `passMark` percent 1–100; `timeLimitMinutes`, `maxAttempts` and `drawCount` (questions drawn
 * at random per attempt) null for "no limit" / "every question"; `retryWaitMinutes` between two
 * attempts; `revealAnswers` when the right answers and explanations are shown.
 */
export const assessments = pgTable(
  "assessments",
  {
    id: guidPrimaryKey(),
    courseId: owningCourse(),
    kind: text("kind", { enum: ["quiz", "final"] }).notNull(),
    sectionId: uuid("section_id").references(() => sections.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    passMark: integer("pass_mark").notNull(),
    timeLimitMinutes: integer("time_limit_minutes"),
    maxAttempts: integer("max_attempts"),
    retryWaitMinutes: integer("retry_wait_minutes").notNull().default(0),
    drawCount: integer("draw_count"),
    shuffleOptions: boolean("shuffle_options").notNull().default(true),
    revealAnswers: text("reveal_answers", { enum: ["afterPass", "afterLastAttempt", "never"] })
      .notNull()
      .default("afterPass"),
    createdAt: createdAt(),
  },
  (table) => [
    index("assessments_course_idx").on(table.courseId),
    uniqueIndex("assessments_one_final_idx")
      .on(table.courseId)
      .where(sql`${table.kind} = 'final'`),
    uniqueIndex("assessments_one_quiz_per_section_idx")
      .on(table.sectionId)
      .where(sql`${table.sectionId} is not null`),
  ],
);

/**
 * Extension (assessments): a question of an assessment's bank, in `position` order (0-based).
 * Choice questions (`single`, `multiple`, `trueFalse`) keep their `options` (text, in the
 * admin's order) and the 0-based indices of the right ones in `correctOptions`; a `numeric`
 * question keeps `numericAnswer`, its `tolerance` (absolute, or percent of the answer) and the
 * `unit` shown beside the field. The key never leaves the upstream before an attempt is submitted.
 */
export const assessmentQuestions = pgTable(
  "assessment_questions",
  {
    id: serial("id").primaryKey(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    kind: text("kind", { enum: ["single", "multiple", "trueFalse", "numeric"] }).notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    correctOptions: jsonb("correct_options").$type<number[]>().notNull().default([]),
    numericAnswer: doublePrecision("numeric_answer"),
    tolerance: doublePrecision("tolerance"),
    toleranceKind: text("tolerance_kind", { enum: ["absolute", "percent"] }),
    unit: text("unit"),
    explanation: text("explanation"),
  },
  (table) => [index("assessment_questions_assessment_idx").on(table.assessmentId, table.position)],
);

/** One question as an attempt drew it: the question's content and key copied at the start. */
export interface DrawnQuestion {
  id: number;
  kind: "single" | "multiple" | "trueFalse" | "numeric";
  prompt: string;
  options: string[];
  /** The order the options are shown in: indices into `options`. */
  optionOrder: number[];
  correctOptions: number[];
  numericAnswer: number | null;
  tolerance: number | null;
  toleranceKind: "absolute" | "percent" | null;
  unit: string | null;
  explanation: string | null;
}

/** A saved answer: the chosen option indices (choice questions) or the typed text (numeric). */
export interface SavedAnswer {
  choice: number[] | null;
  value: string | null;
  savedAt: string;
}

/**
 * Extension (assessments): a student's attempt. `questions` is the draw, copied with its key at
 * the start, so an edit of the bank never changes an attempt under way or a result already given.
 * `deadlineAt` (start + time limit; null without one) is the server's clock: an answer after it is
 * not counted. `answers` by question id, saved as they are given. Graded once, at submission (or
 * when read after the deadline): `scorePercent` (whole, rounded down), `passed`, `correctIds`.
 * At most one open (unsubmitted) attempt per (assessment, student).
 */
export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: guidPrimaryKey(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    studentId: owningUser("student_id"),
    startedAt: naiveTimestamp("started_at").notNull(),
    deadlineAt: naiveTimestamp("deadline_at"),
    submittedAt: naiveTimestamp("submitted_at"),
    questions: jsonb("questions").$type<DrawnQuestion[]>().notNull(),
    answers: jsonb("answers").$type<Record<string, SavedAnswer>>().notNull().default({}),
    scorePercent: integer("score_percent"),
    passed: boolean("passed"),
    correctIds: jsonb("correct_ids").$type<number[]>(),
  },
  (table) => [
    index("assessment_attempts_student_idx").on(table.studentId, table.assessmentId),
    index("assessment_attempts_assessment_idx").on(table.assessmentId),
    uniqueIndex("assessment_attempts_one_open_idx")
      .on(table.assessmentId, table.studentId)
      .where(sql`${table.submittedAt} is null`),
  ],
);

/**
 * Extension (class messages, `EXTENSIONS.md`): what the owner wrote to every student of a course
 * (`subject` one line, `body` plain text with `\n` line breaks), when and by whom (`createdBy`, the
 * admin's id; null once that account is gone). Goes with the course.
 */
export const classMessages = pgTable(
  "class_messages",
  {
    id: guidPrimaryKey(),
    courseId: owningCourse(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: naiveTimestamp("created_at").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("class_messages_course_idx").on(table.courseId, table.createdAt)],
);

/**
 * Extension (class messages): the students a message was written to, fixed when it was written
 * (the course's students then: every enrolled student of an online course, those whose access
 * runs of an on-demand one), so a student enrolled later is never e-mailed an old message. Each
 * is e-mailed once (ledger: `sent_reminders`), unless they stopped our e-mails.
 */
export const classMessageRecipients = pgTable(
  "class_message_recipients",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => classMessages.id, { onDelete: "cascade" }),
    studentId: owningUser("student_id"),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.studentId] })],
);

/**
 * Extension (schedule-change e-mails): a live session added, moved (its start changed) or
 * cancelled (deleted), as it was then: `startsAt` the new start (added, moved) or the start it
 * had (cancelled), `previousStartsAt` the start before a move. `sessionId` has no foreign key: a
 * cancelled session's row is gone. Changes of a course within 10 minutes of the first one share
 * `batchDueAt` (that first change + 10 minutes): one e-mail per student lists them all, sent then.
 */
export const liveSessionChanges = pgTable(
  "live_session_changes",
  {
    id: serial("id").primaryKey(),
    courseId: owningCourse(),
    sessionId: uuid("session_id").notNull(),
    kind: text("kind", { enum: ["added", "moved", "cancelled"] }).notNull(),
    title: text("title").notNull(),
    startsAt: naiveTimestamp("starts_at").notNull(),
    previousStartsAt: naiveTimestamp("previous_starts_at"),
    durationMinutes: integer("duration_minutes").notNull(),
    changedAt: naiveTimestamp("changed_at").notNull(),
    batchDueAt: naiveTimestamp("batch_due_at").notNull(),
  },
  (table) => [
    index("live_session_changes_course_idx").on(table.courseId, table.batchDueAt),
    index("live_session_changes_due_idx").on(table.batchDueAt),
  ],
);
