import { z } from "zod";
import { LANGUAGES, type Language } from "./language";
import { onDemandCourseDto, packageDto } from "./courses";
import { count, guid, int, isoDateTime, naiveDateTime, text } from "./primitives";
import { field, nullable, object, orMissing, type Exact } from "./shape";

/*
 * Accounts and what hangs on them: students, logins, enrolments, sessions (contract §2, §3.1,
 * §3.9; EXTENSIONS.md "Sessions").
 */

/**
 * StudentDto: a student account (`GET /api/Students…`, `student` of an enrolment). Output names
 * `firstName`/`lastName` (capital N); `gender` 0 male, 1 female.
 */
export const studentDto = object({
  id: z.string(),
  firstName: text,
  lastName: text,
  userName: text,
  email: text,
  phoneNumber: text,
  gender: orMissing(int),
  /**
   * Extension (certificate name): the name printed on the student's certificates, or null for
   * first + last name. Read as absent (undefined) from a legacy upstream, which has no such name:
   * the web app then neither shows nor sends it.
   */
  certificateName: field(z.string().nullable(), z.string().nullable().optional()),
  /**
   * Extension (e-mail confirmation): whether the login e-mail is confirmed (false from a student's
   * own signup until the link e-mailed to it is opened). Absent from a legacy upstream: the web
   * app then says nothing about it.
   */
  emailConfirmed: field(z.boolean(), z.boolean().optional()),
  /**
   * Extension (language): the language the student reads our e-mails in, "en" or "ar". Absent
   * from a legacy upstream, and read as absent when it is a code this web app does not know: the
   * web app then neither shows nor sends it.
   */
  language: field(z.enum(LANGUAGES), z.enum(LANGUAGES).optional().catch(undefined)),
});

/**
 * `{ email, expiresAt }`: the answer of `POST /api/EmailConfirmation/Resend` (extension "E-mail
 * confirmation"), the address the new link went to and when it expires (ISO-8601 UTC).
 */
export const confirmationResent = object({ email: z.string(), expiresAt: isoDateTime });

/** `{ userId, email }`: the answer of `POST /api/EmailConfirmation/Confirm`, the confirmed account. */
export const emailConfirmed = object({ userId: z.string(), email: z.string() });

/**
 * EnrollmentDto: a student's enrolment in an on-demand course with its student, course (a full
 * OnDemandCourseDto, no image bytes) and package (null when `packageId` is null); `startDate`
 * a legacy DateTime. `GET /api/Students/Enrollements/{studentId}`,
 * `…/Enrollment/GetEnrollmentesByCourseId/{courseId}`, `…/Enrollment/GetEnrollmentById/{id}`.
 */
export const enrollmentDto = object({
  id: guid,
  studentId: z.string(),
  student: nullable(studentDto),
  courseId: guid,
  course: nullable(onDemandCourseDto),
  packageId: nullable(guid),
  package: nullable(packageDto),
  startDate: orMissing(naiveDateTime),
});

/** `{ isEnrolled }`: the answer of `GET /api/Students/CheckEnrollment/{courseId}/{studentId}`. */
export const enrollmentCheck = object({ isEnrolled: z.boolean() });

/**
 * `{ token, userId }`: the answer of `POST /api/Admin/AdminLogin` and
 * `POST /api/Authentication/login`; `token` a bearer JWT.
 */
export const loginAnswer = object({
  token: field(z.string().min(20), z.string().min(1)),
  userId: z.string().min(1),
});

/** The body of the student signup `POST /api/Authentication`; `gender` 0 male, 1 female. */
export interface SignupBody {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  password: string;
  phoneNumber: string;
  gender: 0 | 1;
  /** Extension (language): the language of the student's e-mails; absent is "en". */
  language?: Language;
}

/** `{ userId }`: the answer of the student signup `POST /api/Authentication` (no token). */
export const signupAnswer = object({ userId: field(z.uuid(), z.string().min(1)) });

/**
 * E-IDN-MAP (contract §1.4): Identity errors by code, e.g.
 * `{ "DuplicateUserName": ["Username 'x' is already taken."] }` (signup's 400).
 */
export const identityErrorMap = z.record(z.string(), z.array(z.string().min(1)).min(1));

/**
 * E-IDN-ARR (contract §1.4): Identity errors as `[{ code, description }]`
 * (`POST /api/Authentication/resetpassword`'s 400).
 */
export const identityErrorList = z
  .array(z.strictObject({ code: z.string(), description: z.string() }))
  .min(1);

/**
 * SessionDto (extension "Sessions"): one active sign-in (`GET /api/Sessions/Mine`,
 * `GET /api/Sessions/Students/{studentId}`). `label` "Chrome on Windows"; `createdAt` and
 * `lastSeenAt` ISO-8601 UTC (last seen to the minute); `current` for the asking session.
 */
export const sessionDto = object({
  id: guid,
  label: field(z.string().min(1), z.string()),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  current: z.boolean(),
});

/** `{ ended }`: how many sessions `POST /api/Sessions/Mine/EndOthers` or `DELETE /api/Sessions/Students/{id}` ended. */
export const endedSessions = object({ ended: field(count, z.number()) });

/**
 * The business settings (`GET`/`PUT /api/Settings`): `maxStudentDevices`, the devices a student
 * may be signed in on at once, 0–100 (0 = no cap).
 */
export const businessSettings = object({ maxStudentDevices: field(count.max(100), count) });

/** What the reference upstream writes as a StudentDto. */
export type StudentDto = Exact<typeof studentDto>;
/** What the reference upstream writes as an EnrollmentDto. */
export type EnrollmentDto = Exact<typeof enrollmentDto>;
/** What the reference upstream writes as a SessionDto. */
export type SessionDto = Exact<typeof sessionDto>;

/**
 * Extension "Password changes": where a reset link stands, the answer of
 * `POST /api/Authentication/ResetLinkStatus` `{ email, token }`. `invalid` also for an address
 * without a student account (the answer never tells). Read tolerantly: a status added later is
 * a string the web app does not know, and it then shows the form as before.
 */
export const resetLinkStatusAnswer = object({
  status: field(z.enum(["valid", "used", "expired", "invalid"]), z.string()),
});
