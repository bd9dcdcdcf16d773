import PgBoss from "pg-boss";
import { type CourseMailQueue, type CourseMailResult, sendCourseMails } from "./class-mail";
import type { DatabaseHandle } from "./db/client";
import { silentLogger } from "./log";
import { type ReminderDeps, type ScanResult, scanReminders } from "./reminders";

/** The pg-boss queue whose jobs run one reminder scan ({@link scanReminders}). */
const REMINDER_SCAN_QUEUE = "reminders-scan";

/**
 * The pg-boss queue whose jobs send the course e-mails due ({@link sendCourseMails}): queued by
 * a request, at once (a class message) or for when a schedule change's 10 minutes are over.
 */
const COURSE_MAIL_QUEUE = "course-mail";

/** A running job worker of this upstream instance; requests queue course e-mails on it. */
export interface JobRunner extends CourseMailQueue {
  /** Runs one reminder scan in this process now (what a queued job does). */
  runNow(): Promise<ScanResult>;
  /** Queues a reminder scan for whichever worker fetches it first. @returns the job id. */
  enqueueScan(): Promise<string>;
  /** Sends the course e-mails due, in this process now (what a queued course-mail job does). */
  runCourseMailNow(): Promise<CourseMailResult>;
  /** The state of a queued job (`created`, `active`, `completed`, `failed`, …), or null when unknown. */
  jobState(id: string): Promise<string | null>;
  /** Stops fetching jobs, lets a running scan finish (up to `graceMs`), keeps the database open. */
  stop(): Promise<void>;
}

/**
 * Starts the job queue of this instance on the upstream's own database: pg-boss (its tables in
 * the `pgboss` schema, created or migrated on first start) over the same connections as the
 * app (`database.executeSql`: the node-postgres pool on PostgreSQL, the embedded PGlite
 * otherwise). It schedules the reminder scan with `cron` (UTC; every instance upserts the same
 * schedule and pg-boss queues one job per tick for all of them) and works that queue: one scan
 * at a time across all instances (queue policy `stately`: one queued, one active). Exactly-once
 * delivery does not rest on this: it rests on the unique key of `sent_reminders` (see
 * `reminders.ts`), so several workers, instances and restarts never send twice. It also works
 * the course-mail queue (`class-mail.ts`: class messages, schedule changes), whose jobs any
 * instance's requests queue through {@link JobRunner.enqueueCourseMail}.
 * @throws when pg-boss cannot create its schema.
 */
export async function startJobRunner(
  deps: ReminderDeps & {
    database: DatabaseHandle;
    cron: string;
    /** How often this worker looks for a queued scan, in seconds (pg-boss's minimum is 0.5). */
    pollingIntervalSeconds?: number;
    /** How long {@link JobRunner.stop} waits for a running scan, in ms. */
    graceMs?: number;
  },
): Promise<JobRunner> {
  const log = deps.logger ?? silentLogger;
  const boss = new PgBoss({ db: { executeSql: deps.database.executeSql }, schema: "pgboss" });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  await boss.createQueue(REMINDER_SCAN_QUEUE, {
    name: REMINDER_SCAN_QUEUE,
    policy: "stately",
    retryLimit: 2,
    retryDelay: 60,
  });
  await boss.schedule(REMINDER_SCAN_QUEUE, deps.cron, {}, { tz: "UTC" });
  const scan = async () => {
    const result = await scanReminders(deps);
    if (Object.values(result).some((count) => count > 0)) {
      log.info({ ...result }, "reminder scan: e-mails sent");
    }
    return result;
  };
  await boss.work(
    REMINDER_SCAN_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
    async () => scan(),
  );
  // Several may wait at once (one per schedule change's due time): a standard queue.
  await boss.createQueue(COURSE_MAIL_QUEUE, {
    name: COURSE_MAIL_QUEUE,
    policy: "standard",
    retryLimit: 2,
    retryDelay: 60,
  });
  const courseMail = async () => {
    const result = await sendCourseMails(deps);
    if (result.classMessages + result.scheduleChanges + result.failed > 0) {
      log.info({ ...result }, "course e-mails sent");
    }
    return result;
  };
  await boss.work(
    COURSE_MAIL_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
    async () => courseMail(),
  );
  return {
    runNow: scan,
    runCourseMailNow: courseMail,
    async enqueueCourseMail(delayMs) {
      // In seconds from the database's clock, a later one plus one: the job must not run before
      // the e-mail is due by this process's clock (a job that finds nothing due leaves it to the
      // reminder scan, up to 5 minutes later).
      const startAfter = delayMs > 0 ? Math.ceil(delayMs / 1000) + 1 : 0;
      await boss.send(COURSE_MAIL_QUEUE, {}, { startAfter });
    },
    async enqueueScan() {
      const id = await boss.send(REMINDER_SCAN_QUEUE, {});
      if (!id) throw new Error("A reminder scan is already queued.");
      return id;
    },
    async jobState(id) {
      const job = await boss.getJobById(REMINDER_SCAN_QUEUE, id, { includeArchive: true });
      return job?.state ?? null;
    },
    async stop() {
      await boss.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: Math.max(1000, deps.graceMs ?? 10_000),
      });
    },
  };
}
