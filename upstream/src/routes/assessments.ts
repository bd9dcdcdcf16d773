import {
  type AssessmentResultDto,
  type AssessmentStandingDto,
  type AssessmentStatsDto,
  type AttemptSummaryDto,
  answerInput,
  assessmentInput,
  questionInput,
} from "@brightway/contract";
import { GUID_PATTERN } from "@brightway/contract/guid";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AssessmentRow,
  type AttemptRow,
  type FieldProblems,
  type StartRefusal,
  answerProblem,
  drawQuestions,
  gradeAttempt,
  gradeExpiredAttempts,
  isPastDeadline,
  isRevealed,
  questionColumns,
  questionProblems,
  saveAnswer,
  startRefusal,
  timeIsUp,
  toAssessmentDto,
  toAttemptDto,
  toQuestionDto,
} from "../assessments";
import { issueCertificateIfEarned } from "../certificate-rule";
import { fullName } from "../certificates";
import type { Executor } from "../db/client";
import { nextPosition } from "../db/positions";
import {
  type SavedAnswer,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  courses,
  enrollments,
  sections,
  users,
} from "../db/schema";
import { accessStanding, isStudentEnrolled } from "../entitlement";
import type { App, AppContext, AppDeps } from "../http/context";
import { requireAdmin, requireCaller } from "../http/guards";
import {
  HttpProblem,
  type ProblemBody,
  badRequest,
  conflict,
  notFound,
  touchedOrThrow,
} from "../http/problem";
import { guidSchema, intIdSchema, pathParam, readJson } from "../http/validate";
import { refuseUniqueViolation } from "../identity";
import { toIsoUtc, toNaive } from "../orders";
import { reorderHandler } from "./reorder";

/** Version of the assessments extension, answered by `GET /api/Assessments/version`. */
const assessmentsExtensionVersion = 1;

const base = "/api/assessments";

/** 403 with a reason (the generic `forbidden()` says nothing of why). */
const refused = (detail: string) => new HttpProblem(403, detail);

/** 409 refusing a new attempt, with `nextAttemptAt` (ISO) when the wait between attempts ends. */
class AttemptRefused extends HttpProblem {
  readonly nextAttemptAt: Date | null;

  constructor(refusal: StartRefusal) {
    super(409, refusal.reason);
    this.nextAttemptAt = refusal.nextAttemptAt;
  }

  override toBody(): ProblemBody & { nextAttemptAt?: string } {
    return {
      ...super.toBody(),
      ...(this.nextAttemptAt ? { nextAttemptAt: this.nextAttemptAt.toISOString() } : {}),
    };
  }
}

const alreadySubmitted = "This attempt has already been submitted.";
const finalExists = "This course already has a final exam.";
const quizExists = "This section already has a quiz.";

/** Body of `PUT …/Questions/Reorder`: every question id of the assessment, in the new order. */
const reorderSchema = z.array(z.number().int().min(1)).max(500);

/** Body of `POST …/Questions/Import`: 1–500 items, each read as a `QuestionInput` on its own. */
const importSchema = z
  .array(z.unknown())
  .min(1, "Send at least one question.")
  .max(500, "Send at most 500 questions at once.");

/** Optional body of `POST …/Attempts/{attemptId}/Submit`: answers not yet saved. */
const submitSchema = z.strictObject({
  answers: z.array(answerInput.extend({ questionId: z.number().int() })).max(500),
});

/** The course `id` of either kind, or a 404. */
async function requireAnyCourse(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, kind: courses.kind, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id));
  if (!row) throw notFound(`Course with ID: ${id} doesn't exist in the database `);
  return row;
}

/** The assessment `id`, or a 404. */
async function requireAssessment(db: Executor, id: string): Promise<AssessmentRow> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!row) throw notFound(`Assessment with ID: ${id} doesn't exist in the database`);
  return row;
}

/** The attempt `id`, or a 404. */
async function requireAttempt(db: Executor, id: string): Promise<AttemptRow> {
  const [row] = await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id));
  if (!row) throw notFound(`Attempt with ID: ${id} doesn't exist in the database`);
  return row;
}

/** The bank of an assessment, in `position` order. */
function questionsOf(db: Executor, assessmentId: string) {
  return db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.id));
}

/** How many questions each of `ids` has in its bank. */
async function questionCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assessmentQuestions.assessmentId, n: count() })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.assessmentId, ids))
    .groupBy(assessmentQuestions.assessmentId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The assessments of a course: quizzes in section order, then the final exam. */
function assessmentsOfCourse(db: Executor, courseId: string): Promise<AssessmentRow[]> {
  return db
    .select({ assessment: assessments })
    .from(assessments)
    .leftJoin(sections, eq(sections.id, assessments.sectionId))
    .where(eq(assessments.courseId, courseId))
    .orderBy(
      sql`case when ${assessments.kind} = 'final' then 1 else 0 end`,
      asc(sections.position),
      asc(sections.createdAt),
      asc(assessments.createdAt),
    )
    .then((rows) => rows.map((row) => row.assessment));
}

/** The submitted attempts of one student of one assessment. */
function submittedAttempts(db: Executor, assessmentId: string, studentId: string) {
  return db
    .select({
      submittedAt: assessmentAttempts.submittedAt,
      passed: assessmentAttempts.passed,
      scorePercent: assessmentAttempts.scorePercent,
    })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, assessmentId),
        eq(assessmentAttempts.studentId, studentId),
        isNotNull(assessmentAttempts.submittedAt),
      ),
    );
}

/** The open attempt of one student of one assessment, if any. */
async function openAttempt(
  db: Executor,
  assessmentId: string,
  studentId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, assessmentId),
        eq(assessmentAttempts.studentId, studentId),
        isNull(assessmentAttempts.submittedAt),
      ),
    );
  return row;
}

/** Whether the caller is the student `studentId` (user ids compare case-insensitively). */
const isSelf = (caller: { id: string }, studentId: string) =>
  caller.id.toLowerCase() === studentId.toLowerCase();

/**
 * Checks the admin's settings against the course and the other assessments: a quiz follows a
 * section of this on-demand course; a final has no section; an online course takes only a
 * final; an assessment's kind does not change (`current`, on update).
 * @throws HttpProblem 400 with `errors` by field; 409 when the course already has its final exam
 *   or the section its quiz.
 */
async function checkSettings(
  db: Executor,
  course: { id: string; kind: "online" | "onDemand" },
  input: z.infer<typeof assessmentInput>,
  current?: AssessmentRow,
): Promise<void> {
  const problems: FieldProblems = {};
  const put = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (current && current.kind !== input.kind)
    put("kind", "An assessment's kind cannot change: delete it and add a new one.");
  else if (course.kind === "online" && input.kind === "quiz")
    put("kind", "An online course takes only a final exam.");
  if (input.kind === "final" && input.sectionId !== null)
    put("sectionId", "A final exam follows no section: sectionId must be null.");
  if (input.kind === "quiz" && course.kind === "onDemand") {
    if (input.sectionId === null) put("sectionId", "A quiz needs the section it follows.");
    else if (!GUID_PATTERN.test(input.sectionId))
      put("sectionId", "The value is not a valid Guid.");
    else {
      const [section] = await db
        .select({ id: sections.id })
        .from(sections)
        .where(
          and(eq(sections.id, input.sectionId.toLowerCase()), eq(sections.courseId, course.id)),
        );
      if (!section) put("sectionId", "The section is not part of this course.");
    }
  }
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first[0]!, problems);
  const sectionId = input.sectionId?.toLowerCase() ?? null;
  const [clash] = await db
    .select({ id: assessments.id, kind: assessments.kind })
    .from(assessments)
    .where(
      input.kind === "final"
        ? and(eq(assessments.courseId, course.id), eq(assessments.kind, "final"))
        : eq(assessments.sectionId, sectionId!),
    );
  if (clash && clash.id !== current?.id)
    throw conflict(input.kind === "final" ? finalExists : quizExists);
}

/** The columns an `AssessmentInput` sets. */
function settingsColumns(input: z.infer<typeof assessmentInput>) {
  return {
    kind: input.kind,
    sectionId: input.sectionId?.toLowerCase() ?? null,
    title: input.title,
    passMark: input.passMark,
    timeLimitMinutes: input.timeLimitMinutes,
    maxAttempts: input.maxAttempts,
    retryWaitMinutes: input.retryWaitMinutes,
    drawCount: input.drawCount,
    shuffleOptions: input.shuffleOptions,
    revealAnswers: input.revealAnswers,
  };
}

/** Reads a `QuestionInput` body and checks its cross-field rules (400 with `errors` by field). */
async function readQuestion(c: AppContext) {
  const input = await readJson(c, questionInput);
  const problems = questionProblems(input);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first[0]!, problems);
  return questionColumns(input);
}

/**
 * Reads the import body: every item checked on its own (`QuestionInput` and its cross-field
 * rules); all sound, or a 400 whose `errors` list each faulty item's problems under its index
 * ("0", "1", …) as "field: problem".
 */
async function readImport(c: AppContext) {
  const items = await readJson(c, importSchema);
  const errors: Record<string, string[]> = {};
  const columns = items.map((item, index) => {
    const parsed = questionInput.safeParse(item);
    const problems: string[] = [];
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${issue.path.length ? issue.path.join(".") : "item"}: ${issue.message}`);
    } else {
      for (const [field, messages] of Object.entries(questionProblems(parsed.data)))
        for (const message of messages) problems.push(`${field}: ${message}`);
    }
    if (problems.length > 0) errors[String(index)] = problems;
    return parsed.success ? questionColumns(parsed.data) : null;
  });
  const faulty = Object.keys(errors).length;
  if (faulty > 0) {
    throw badRequest(
      `No question was imported: ${faulty} of ${items.length} ${items.length === 1 ? "item has" : "items have"} problems.`,
      errors,
    );
  }
  return columns.map((column) => column!);
}

/** Rewrites the positions of an assessment's questions as 0, 1, 2… in their current order. */
async function renumber(db: Executor, assessmentId: string): Promise<void> {
  const rows = await questionsOf(db, assessmentId);
  for (const [position, row] of rows.entries()) {
    if (row.position !== position)
      await db
        .update(assessmentQuestions)
        .set({ position })
        .where(eq(assessmentQuestions.id, row.id));
  }
}

/**
 * Registers the assessments extension (upstream/EXTENSIONS.md "## 22. Assessments"): quizzes
 * after a section and a course's final exam, their question banks (admin), attempts drawn,
 * timed, saved and graded by the upstream (students), results and statistics (admin). Times are
 * judged by `deps.now` (the process clock by default; tests inject their own).
 *
 * Security boundary: the answer key (correct options, numeric answers and tolerances,
 * explanations) is written only in the admin's question reads and, after submission, in an
 * attempt's result as the assessment's `revealAnswers` allows; an attempt is its student's alone.
 */
export function registerAssessmentRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** A student caller; an admin or another role is 403 with `detail`. */
  const requireStudent = (c: AppContext, detail: string) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw refused(detail);
    return caller;
  };

  /**
   * Why the student may not take the course's assessments at `at`, or null: an on-demand course
   * needs an enrolment whose access runs; an online course any enrolment.
   */
  const takeRefusal = async (
    studentId: string,
    course: { id: string; kind: "online" | "onDemand" },
    at: Date,
  ): Promise<string | null> => {
    if (course.kind === "online")
      return (await isStudentEnrolled(db, studentId, course.id))
        ? null
        : "You are not enrolled in this course.";
    const standing = await accessStanding(db, studentId, course.id, at);
    if (!standing.isEnrolled) return "You are not enrolled in this course.";
    if (!standing.isActive) return "Your access to this course has ended.";
    return null;
  };

  /**
   * After grading: a passed final exam may complete the course, so the certificate rule runs in
   * the same request (the student who finished the lessons gets the certificate at once).
   */
  const certifyIfPassedFinal = async (attempt: AttemptRow, courseId: string, kind: string) => {
    if (kind === "final" && attempt.passed === true)
      await issueCertificateIfEarned(db, attempt.studentId, courseId, now(), deps);
  };

  /** Grades the student's expired open attempts of `list` and runs the certificate rule after. */
  const settleExpired = async (list: AssessmentRow[], studentId?: string) => {
    const graded = await gradeExpiredAttempts(db, now(), {
      assessmentIds: list.map((row) => row.id),
      studentId,
    });
    for (const attempt of graded) {
      const assessment = list.find((row) => row.id === attempt.assessmentId);
      if (assessment) await certifyIfPassedFinal(attempt, assessment.courseId, assessment.kind);
    }
  };

  /** The attempt's DTO for its student (or an admin), `revealed` by the assessment's rule. */
  const attemptAnswer = async (attempt: AttemptRow, assessment: AssessmentRow) => {
    const revealed =
      attempt.submittedAt !== null &&
      isRevealed(
        assessment,
        attempt,
        await submittedAttempts(db, assessment.id, attempt.studentId),
      );
    return toAttemptDto(attempt, assessment, now(), revealed);
  };

  /** Feature probe: 200 `{ version }`. The legacy API answers 404 here. */
  app.get(`${base}/version`, (c) => c.json({ version: assessmentsExtensionVersion }));

  /**
   * A course's assessments: anyone; 200 `AssessmentDto[]` (quizzes in section order, then the
   * final exam; no question in it). 400 malformed id; 404 unknown course.
   */
  app.get(`${base}/course/:courseId`, async (c) => {
    const courseId = pathParam(c, "courseId", guidSchema);
    await requireAnyCourse(db, courseId);
    const list = await assessmentsOfCourse(db, courseId);
    const counts = await questionCounts(
      db,
      list.map((row) => row.id),
    );
    return c.json(list.map((row) => toAssessmentDto(row, counts.get(row.id) ?? 0)));
  });

  /**
   * Adds an assessment to a course: admin only; 201 `AssessmentDto`. 400 bad field or a rule of
   * {@link checkSettings}; 404 unknown course; 409 a second final exam, or a second quiz after a section.
   */
  app.post(`${base}/course/:courseId`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    const input = await readJson(c, assessmentInput);
    const course = await requireAnyCourse(db, courseId);
    await checkSettings(db, course, input);
    const [row] = await refuseUniqueViolation(
      db
        .insert(assessments)
        .values({ courseId, ...settingsColumns(input), createdAt: toNaive(now()) })
        .returning(),
      () => conflict(input.kind === "final" ? finalExists : quizExists),
    );
    return c.json(toAssessmentDto(row!, 0), 201);
  });

  /**
   * Overwrites an assessment's settings: admin only; 200 `AssessmentDto`. Its kind does not
   * change (400); a quiz may move to another section of the course. Attempts under way keep
   * their draw and deadline. 400; 404; 409 as for create.
   */
  app.put(`${base}/:id`, async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    const input = await readJson(c, assessmentInput);
    const current = await requireAssessment(db, id);
    const course = await requireAnyCourse(db, current.courseId);
    await checkSettings(db, course, input, current);
    const [row] = await refuseUniqueViolation(
      db.update(assessments).set(settingsColumns(input)).where(eq(assessments.id, id)).returning(),
      () => conflict(input.kind === "final" ? finalExists : quizExists),
    );
    const counts = await questionCounts(db, [id]);
    return c.json(toAssessmentDto(row!, counts.get(id) ?? 0));
  });

  /** Deletes an assessment, its questions and every attempt of it: admin only; 204; 404. */
  app.delete(`${base}/:id`, async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    await touchedOrThrow(
      db.delete(assessments).where(eq(assessments.id, id)).returning({ id: assessments.id }),
      () => notFound(`Assessment with ID: ${id} doesn't exist in the database`),
    );
    return c.body(null, 204);
  });

  /** An assessment's bank with the key: admin only; 200 `AssessmentQuestionDto[]` by position; 404. */
  app.get(`${base}/:id/questions`, async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    await requireAssessment(db, id);
    c.header("Cache-Control", "private, no-store");
    return c.json((await questionsOf(db, id)).map(toQuestionDto));
  });

  /** Adds a question (last): admin only; 201 `AssessmentQuestionDto`; 400 with `errors` by field; 404. */
  app.post(`${base}/:id/questions`, async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    const columns = await readQuestion(c);
    const row = await db.transaction(async (tx) => {
      await requireAssessment(tx, id);
      const position = await nextPosition(
        tx,
        assessmentQuestions,
        assessmentQuestions.position,
        assessmentQuestions.assessmentId,
        id,
      );
      const [inserted] = await tx
        .insert(assessmentQuestions)
        .values({ assessmentId: id, position, ...columns })
        .returning();
      return inserted!;
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(toQuestionDto(row), 201);
  });

  /**
   * Imports questions (appended in the body's order): admin only; 201 `AssessmentQuestionDto[]`.
   * All or nothing: 400 "No question was imported: …" with `errors` keyed by item index; 404.
   */
  app.post(`${base}/:id/questions/import`, async (c) => {
    requireAdmin(c);
    const id = pathParam(c, "id", guidSchema);
    const items = await readImport(c);
    const rows = await db.transaction(async (tx) => {
      await requireAssessment(tx, id);
      const first = await nextPosition(
        tx,
        assessmentQuestions,
        assessmentQuestions.position,
        assessmentQuestions.assessmentId,
        id,
      );
      return tx
        .insert(assessmentQuestions)
        .values(
          items.map((columns, index) => ({
            assessmentId: id,
            position: first + index,
            ...columns,
          })),
        )
        .returning();
    });
    rows.sort((a, b) => a.position - b.position);
    c.header("Cache-Control", "private, no-store");
    return c.json(rows.map(toQuestionDto), 201);
  });

  /** Reorders a bank: admin only; 204; 400 "The list must name every item exactly once."; 404. */
  app.put(
    `${base}/:id/questions/reorder`,
    reorderHandler(db, {
      param: "id",
      body: reorderSchema,
      requireOwner: (tx, id) => requireAssessment(tx, id),
      table: assessmentQuestions,
      columns: { id: assessmentQuestions.id, owner: assessmentQuestions.assessmentId },
      key: (id) => String(id),
    }),
  );

  /**
   * Overwrites a question (its position kept): admin only; 200 `AssessmentQuestionDto`. Attempts
   * already drawn keep their copy. 400 with `errors` by field; 404.
   */
  app.put(`${base}/questions/:questionId`, async (c) => {
    requireAdmin(c);
    const questionId = pathParam(c, "questionId", intIdSchema);
    const columns = await readQuestion(c);
    const [row] = await touchedOrThrow(
      db
        .update(assessmentQuestions)
        .set(columns)
        .where(eq(assessmentQuestions.id, questionId))
        .returning(),
      () => notFound(`Question with ID: ${questionId} doesn't exist in the database`),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json(toQuestionDto(row!));
  });

  /** Deletes a question (the others close up): admin only; 204; 404. */
  app.delete(`${base}/questions/:questionId`, async (c) => {
    requireAdmin(c);
    const questionId = pathParam(c, "questionId", intIdSchema);
    await db.transaction(async (tx) => {
      const [deleted] = await touchedOrThrow(
        tx
          .delete(assessmentQuestions)
          .where(eq(assessmentQuestions.id, questionId))
          .returning({ assessmentId: assessmentQuestions.assessmentId }),
        () => notFound(`Question with ID: ${questionId} doesn't exist in the database`),
      );
      await renumber(tx, deleted!.assessmentId);
    });
    return c.body(null, 204);
  });

  /**
   * The calling student's standing in each assessment of a course: a student only; 200
   * `AssessmentStandingDto[]` in the course's order. `canStart` is whether `POST …/Attempts`
   * would answer 200 or 201 now (an open attempt is resumed); else `blockedReason` says why (the
   * same text as that 409 or 403) and `nextAttemptAt` when a wait ends. 401; 403 an admin; 404.
   */
  app.get(`${base}/course/:courseId/mine`, async (c) => {
    const caller = requireStudent(c, "Only students have assessments of their own.");
    const courseId = pathParam(c, "courseId", guidSchema);
    const course = await requireAnyCourse(db, courseId);
    const list = await assessmentsOfCourse(db, courseId);
    await settleExpired(list, caller.id);
    const at = now();
    const ids = list.map((row) => row.id);
    const [attempts, counts, refusal] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(assessmentAttempts)
            .where(
              and(
                eq(assessmentAttempts.studentId, caller.id),
                inArray(assessmentAttempts.assessmentId, ids),
              ),
            )
            .orderBy(desc(assessmentAttempts.startedAt)),
      questionCounts(db, ids),
      takeRefusal(caller.id, course, at),
    ]);
    const standings: AssessmentStandingDto[] = list.map((assessment) => {
      const mine = attempts.filter((row) => row.assessmentId === assessment.id);
      const submitted = mine.filter((row) => row.submittedAt !== null);
      const open = mine.find((row) => row.submittedAt === null);
      const blocked: StartRefusal | null = refusal
        ? { reason: refusal, nextAttemptAt: null }
        : open
          ? null
          : startRefusal(assessment, submitted, counts.get(assessment.id) ?? 0, at);
      const passed = submitted
        .filter((row) => row.passed)
        .map((row) => row.submittedAt!)
        .sort();
      const scores = submitted.map((row) => row.scorePercent ?? 0);
      return {
        assessmentId: assessment.id,
        attemptsUsed: submitted.length,
        attemptsLeft:
          assessment.maxAttempts === null
            ? null
            : Math.max(0, assessment.maxAttempts - submitted.length),
        bestPercent: scores.length > 0 ? Math.max(...scores) : null,
        passedAt: toIsoUtc(passed[0] ?? null),
        openAttemptId: open?.id ?? null,
        canStart: blocked === null,
        blockedReason: blocked?.reason ?? null,
        nextAttemptAt: blocked?.nextAttemptAt?.toISOString() ?? null,
        attempts: mine.map((row): AttemptSummaryDto => ({
          id: row.id,
          status: row.submittedAt === null ? "open" : "submitted",
          startedAt: toIsoUtc(row.startedAt)!,
          submittedAt: toIsoUtc(row.submittedAt),
          scorePercent: row.scorePercent,
          passed: row.passed,
        })),
      };
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(standings);
  });

  /**
   * Starts an attempt: a student enrolled in the course with access running (an online course:
   * any enrolment); 201 `AttemptDto` of a new draw (deadline = now + time limit), or 200 the open
   * one (resumed). 403 not enrolled, access ended or not a student; 404; 409 with `detail` "You
   * have already passed." / "This assessment has no questions yet." / "You have used all N
   * attempts." / "You can try again at {ISO}." (and `nextAttemptAt`).
   */
  app.post(`${base}/:id/attempts`, async (c) => {
    const caller = requireStudent(c, "Only students take assessments.");
    const id = pathParam(c, "id", guidSchema);
    const assessment = await requireAssessment(db, id);
    const course = await requireAnyCourse(db, assessment.courseId);
    const refusal = await takeRefusal(caller.id, course, now());
    if (refusal) throw refused(refusal);
    await settleExpired([assessment], caller.id);
    c.header("Cache-Control", "private, no-store");
    const open = await openAttempt(db, id, caller.id);
    if (open) return c.json(await attemptAnswer(open, assessment), 200);
    const at = now();
    const bank = await questionsOf(db, id);
    const blocked = startRefusal(
      assessment,
      await submittedAttempts(db, id, caller.id),
      bank.length,
      at,
    );
    if (blocked) throw new AttemptRefused(blocked);
    const [row] = await db
      .insert(assessmentAttempts)
      .values({
        assessmentId: id,
        studentId: caller.id,
        startedAt: toNaive(at),
        deadlineAt:
          assessment.timeLimitMinutes === null
            ? null
            : toNaive(new Date(at.getTime() + assessment.timeLimitMinutes * 60_000)),
        questions: drawQuestions(bank, assessment.drawCount, assessment.shuffleOptions),
      })
      // A second start racing this one finds the open attempt (one per assessment and student).
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const raced = await openAttempt(db, id, caller.id);
      if (!raced) throw conflict("Another attempt was just started: try again.");
      return c.json(await attemptAnswer(raced, assessment), 200);
    }
    return c.json(await attemptAnswer(row, assessment), 201);
  });

  /**
   * An attempt: its student or an admin; 200 `AttemptDto`. An open attempt read after its
   * deadline (and its slack) is graded then, as submitted at the deadline. 401; 403 another
   * student's; 404.
   */
  app.get(`${base}/attempts/:attemptId`, async (c) => {
    const caller = requireCaller(c);
    const attemptId = pathParam(c, "attemptId", guidSchema);
    let attempt = await requireAttempt(db, attemptId);
    if (caller.role !== "Admin" && !isSelf(caller, attempt.studentId))
      throw refused("This attempt belongs to another student.");
    const assessment = await requireAssessment(db, attempt.assessmentId);
    if (attempt.submittedAt === null && isPastDeadline(attempt, now())) {
      attempt = (await gradeAttempt(db, attempt.id, assessment.passMark, now())) ?? attempt;
      await certifyIfPassedFinal(attempt, assessment.courseId, assessment.kind);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(await attemptAnswer(attempt, assessment));
  });

  /**
   * Saves one answer of an open attempt: its student only; 200 `SavedAnswer`. 400 a question not
   * in the attempt or an answer of the wrong shape; 403 someone else; 404; 409 "Time is up: this
   * answer was not counted." after the deadline (and its 5 s slack; the attempt is graded then),
   * 409 "This attempt has already been submitted.".
   */
  app.put(`${base}/attempts/:attemptId/answers/:questionId`, async (c) => {
    const caller = requireStudent(c, "Only the student taking the attempt can answer it.");
    const attemptId = pathParam(c, "attemptId", guidSchema);
    const questionId = pathParam(c, "questionId", intIdSchema);
    const body = await readJson(c, answerInput);
    const attempt = await requireAttempt(db, attemptId);
    if (!isSelf(caller, attempt.studentId))
      throw refused("This attempt belongs to another student.");
    if (attempt.submittedAt !== null) throw conflict(alreadySubmitted);
    const question = attempt.questions.find((row) => row.id === questionId);
    if (!question) {
      const message = "The question is not part of this attempt.";
      throw badRequest(message, { questionId: [message] });
    }
    const problem = answerProblem(question, body);
    if (problem)
      throw badRequest(problem, { [question.kind === "numeric" ? "value" : "choice"]: [problem] });
    const at = now();
    const saved = isPastDeadline(attempt, at)
      ? null
      : await saveAnswer(db, attemptId, questionId, body, at);
    if (!saved) {
      const assessment = await requireAssessment(db, attempt.assessmentId);
      const graded = await gradeAttempt(db, attemptId, assessment.passMark, at);
      if (graded) await certifyIfPassedFinal(graded, assessment.courseId, assessment.kind);
      // Graded just now because time is up, or already submitted by a request that won the race.
      throw conflict(isPastDeadline(attempt, at) ? timeIsUp : alreadySubmitted);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json({ questionId, ...saved });
  });

  /**
   * Submits an attempt: its student only; optional JSON body `{ answers: [{ questionId, choice,
   * value }] }` (answers not yet saved, counted when they come in time); 200 `AttemptDto`
   * graded. Idempotent: a submitted attempt answers its result again (the body ignored). After
   * the deadline it is graded as submitted at the deadline. 400 a bad body answer; 403; 404.
   */
  app.post(`${base}/attempts/:attemptId/submit`, async (c) => {
    const caller = requireStudent(c, "Only the student taking the attempt can submit it.");
    const attemptId = pathParam(c, "attemptId", guidSchema);
    const hasBody = (await c.req.text()).trim() !== "";
    const body = hasBody ? await readJson(c, submitSchema) : { answers: [] };
    const attempt = await requireAttempt(db, attemptId);
    if (!isSelf(caller, attempt.studentId))
      throw refused("This attempt belongs to another student.");
    const assessment = await requireAssessment(db, attempt.assessmentId);
    c.header("Cache-Control", "private, no-store");
    if (attempt.submittedAt !== null) return c.json(await attemptAnswer(attempt, assessment));
    const at = now();
    const extra: Record<string, SavedAnswer> = {};
    const errors: Record<string, string[]> = {};
    for (const [index, answer] of body.answers.entries()) {
      const question = attempt.questions.find((row) => row.id === answer.questionId);
      const problem = question
        ? answerProblem(question, answer)
        : "The question is not part of this attempt.";
      if (problem) errors[`answers.${index}`] = [problem];
      else
        extra[String(answer.questionId)] = {
          choice: answer.choice === null ? null : [...answer.choice].sort((a, b) => a - b),
          value: answer.value,
          savedAt: at.toISOString(),
        };
    }
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first[0]!, errors);
    const graded = (await gradeAttempt(db, attemptId, assessment.passMark, at, extra)) ?? attempt;
    await certifyIfPassedFinal(graded, assessment.courseId, assessment.kind);
    return c.json(await attemptAnswer(graded, assessment));
  });

  /**
   * Results of a course's assessments: admin only; 200 `AssessmentResultDto[]`, one row per
   * (enrolled student, assessment) with a submitted attempt, by student name then the course's
   * assessment order. 400; 404.
   */
  app.get(`${base}/course/:courseId/results`, async (c) => {
    requireAdmin(c);
    const courseId = pathParam(c, "courseId", guidSchema);
    await requireAnyCourse(db, courseId);
    const list = await assessmentsOfCourse(db, courseId);
    await settleExpired(list);
    const ids = list.map((row) => row.id);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({
              student: users,
              assessmentId: assessmentAttempts.assessmentId,
              attempts: count(),
              bestPercent: sql<number>`max(${assessmentAttempts.scorePercent})`.mapWith(Number),
              passedAt: sql<
                string | null
              >`min(${assessmentAttempts.submittedAt}) filter (where ${assessmentAttempts.passed})`,
            })
            .from(assessmentAttempts)
            .innerJoin(users, eq(users.id, assessmentAttempts.studentId))
            .innerJoin(
              enrollments,
              and(
                eq(enrollments.studentId, assessmentAttempts.studentId),
                eq(enrollments.courseId, courseId),
              ),
            )
            .where(
              and(
                inArray(assessmentAttempts.assessmentId, ids),
                isNotNull(assessmentAttempts.submittedAt),
              ),
            )
            .groupBy(users.id, assessmentAttempts.assessmentId);
    const results: AssessmentResultDto[] = rows.map((row) => ({
      studentId: row.student.id,
      studentName: fullName(row.student),
      assessmentId: row.assessmentId,
      attempts: row.attempts,
      bestPercent: row.bestPercent,
      passedAt: toIsoUtc(row.passedAt),
    }));
    results.sort(
      (a, b) =>
        a.studentName.localeCompare(b.studentName, "en") ||
        a.studentId.localeCompare(b.studentId) ||
        ids.indexOf(a.assessmentId) - ids.indexOf(b.assessmentId),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json(results);
  });

  /**
   * Statistics of every assessment with a submitted attempt: admin only; 200
   * `AssessmentStatsDto[]` by course name then the course's order. `passRate`: whole percent
   * (rounded down) of the students with a submitted attempt who passed; `mostMissed`: up to three
   * questions answered wrong most often across submitted attempts (`missed` of `answered`, the
   * attempts that drew it), most missed first, never one nobody missed.
   */
  app.get(`${base}/stats`, async (c) => {
    requireAdmin(c);
    const all = await db.select().from(assessments);
    await settleExpired(all);
    const attempts = await db
      .select({
        assessmentId: assessmentAttempts.assessmentId,
        studentId: assessmentAttempts.studentId,
        passed: assessmentAttempts.passed,
        correctIds: assessmentAttempts.correctIds,
        drawnIds: sql<
          number[]
        >`(select coalesce(jsonb_agg((q->>'id')::int), '[]'::jsonb) from jsonb_array_elements(${assessmentAttempts.questions}) q)`,
      })
      .from(assessmentAttempts)
      .where(isNotNull(assessmentAttempts.submittedAt));
    const byAssessment = new Map<string, typeof attempts>();
    for (const row of attempts)
      byAssessment.set(row.assessmentId, [...(byAssessment.get(row.assessmentId) ?? []), row]);
    const courseRows =
      byAssessment.size === 0
        ? []
        : await db
            .select({ id: courses.id, name: courses.name })
            .from(courses)
            .where(inArray(courses.id, [...new Set(all.map((row) => row.courseId))]));
    const stats: { dto: AssessmentStatsDto; order: number }[] = [];
    for (const [assessmentId, rows] of byAssessment) {
      const assessment = all.find((row) => row.id === assessmentId)!;
      const students = new Set(rows.map((row) => row.studentId));
      const passedStudents = new Set(rows.filter((row) => row.passed).map((row) => row.studentId));
      const tally = new Map<number, { missed: number; answered: number }>();
      for (const row of rows) {
        const correct = new Set(row.correctIds ?? []);
        for (const questionId of row.drawnIds) {
          const entry = tally.get(questionId) ?? { missed: 0, answered: 0 };
          entry.answered += 1;
          if (!correct.has(questionId)) entry.missed += 1;
          tally.set(questionId, entry);
        }
      }
      const top = [...tally.entries()]
        .filter(([, entry]) => entry.missed > 0)
        .sort(([idA, a], [idB, b]) => b.missed - a.missed || b.answered - a.answered || idA - idB)
        .slice(0, 3);
      const dto: AssessmentStatsDto = {
        assessmentId,
        courseId: assessment.courseId,
        courseName: courseRows.find((row) => row.id === assessment.courseId)?.name ?? "",
        title: assessment.title,
        kind: assessment.kind,
        students: students.size,
        attempts: rows.length,
        passRate: Math.floor((100 * passedStudents.size) / students.size),
        mostMissed: await Promise.all(
          top.map(async ([questionId, entry]) => ({
            questionId,
            prompt: await promptOf(db, assessmentId, questionId),
            missed: entry.missed,
            answered: entry.answered,
          })),
        ),
      };
      stats.push({ dto, order: assessment.kind === "final" ? 1 : 0 });
    }
    stats.sort(
      (a, b) =>
        a.dto.courseName.localeCompare(b.dto.courseName, "en") ||
        a.order - b.order ||
        a.dto.title.localeCompare(b.dto.title, "en"),
    );
    c.header("Cache-Control", "private, no-store");
    return c.json(stats.map((entry) => entry.dto));
  });
}

/**
 * A question's prompt: from the bank, or (when deleted since) from an attempt's copy of it.
 */
async function promptOf(db: Executor, assessmentId: string, questionId: number): Promise<string> {
  const [row] = await db
    .select({ prompt: assessmentQuestions.prompt })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.id, questionId));
  if (row) return row.prompt;
  const [copy] = await db
    .select({
      prompt: sql<
        string | null
      >`(select q->>'prompt' from jsonb_array_elements(${assessmentAttempts.questions}) q where (q->>'id')::int = ${questionId} limit 1)`,
    })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, assessmentId),
        isNotNull(assessmentAttempts.submittedAt),
      ),
    )
    .limit(1);
  return copy?.prompt ?? "";
}
