import type * as z from "@/lib/zod";
// "@/lib/zod" first: it sets zod's `jitless` before the contract's schemas are built (zod decides
// at construction). This module is the web's only import of the contract (ESLint enforces it).
import "@/lib/zod";
import {
  assessmentDto,
  assessmentQuestionDto,
  assessmentResultDto,
  assessmentStandingDto,
  assessmentStatsDto,
  attemptDto,
  savedAnswerDto,
  assignedProductVm,
  bulkEnrollmentResult,
  calendarTokenDto,
  classListDto,
  classMessageDto,
  classMessagesDto,
  draftsDto,
  publishingStateDto,
  liveJoinDto,
  liveScheduleDto,
  liveSessionDto,
  myLiveCourseDto,
  businessSettings,
  certificateDto,
  courseProgressDto,
  dashboardDto,
  endedSessions,
  enquiryCount,
  enquiryDto,
  exchangeRateDto,
  extensionVersion,
  header,
  headerVm,
  loginAnswer,
  orderDto,
  pendingOrderCount,
  progressSummaryDto,
  resetLinkStatusAnswer,
  confirmationResent,
  emailConfirmed,
  sessionDto,
  signupAnswer,
  courseVm,
  createdCourse,
  createdProduct,
  createdPublication,
  currency,
  documentVm,
  enrollmentCheck,
  enrollmentDto,
  onDemandCourseDto,
  onlineCourseDto,
  packageDto,
  projectVm,
  sectionDto,
  studentDto,
  videoVm,
  videoWatchDto,
} from "@brightway/contract";

/*
 * The web client's reading of the upstream's wire shapes: the `tolerant` schemas of
 * `@brightway/contract` (packages/contract), which accept what the legacy upstream sends too
 * (nullable text null or absent, extensions absent, `hours` as a number, dates with fractions or
 * an offset, unknown properties dropped). Only the modules of `lib/upstream/` use them; everything
 * else sees the domain types of `types.ts`.
 */

export { MISSING_DATE_TIME, quoteEgp } from "@brightway/contract";
export type { SignupBody } from "@brightway/contract";
export type { PublishingKind } from "@brightway/contract";

/** CourseVM (contract §2): both course kinds as listed; images inline as base64. */
export const courseVmSchema = courseVm.tolerant;
/** OnDemandCourseDto: the stored on-demand course (no image bytes; `price` is always 0). */
export const onDemandCourseDtoSchema = onDemandCourseDto.tolerant;
/** OnlineCourseDto: the stored online course, with `objectives` and `link` (no images). */
export const onlineCourseDtoSchema = onlineCourseDto.tolerant;
/** `{ courseId }`: the answer of both course create endpoints. */
export const createdCourseSchema = createdCourse.tolerant;
/** VideoVM: `videoUrl` is the stored embed snippet, or null when the caller is not entitled. */
export const videoVmSchema = videoVm.tolerant;
/** StudentDto: output names use a capital N (`firstName`). */
export const studentDtoSchema = studentDto.tolerant;
/** EnrollmentDto: one enrolment with its student, course and package (course has no image bytes). */
export const enrollmentDtoSchema = enrollmentDto.tolerant;
/** `{ isEnrolled }`: the answer of CheckEnrollment. */
export const enrollmentCheckSchema = enrollmentCheck.tolerant;
/** DocumentVM: a product or publication; `price` in USD; `hasFile` absent on the legacy. */
export const documentVmSchema = documentVm.tolerant;
/** `{ productId }`: the answer of POST /api/Documents/Product. */
export const createdProductSchema = createdProduct.tolerant;
/** `{ publicationId }`: the answer of POST /api/Documents/Publications. */
export const createdPublicationSchema = createdPublication.tolerant;
/** ProjectVM: a consultancy project with its images inline as base64. */
export const projectVmSchema = projectVm.tolerant;
/** AssignedProductVM: one student a product is assigned to. */
export const assignedProductVmSchema = assignedProductVm.tolerant;

/** HeaderVM (contract §2): a landing header photo in base64 (null when its file is gone). */
export const headerVmSchema = headerVm.tolerant;
/** `{ id }` of the header row echoed by CreateHeader (the rest of the row is not read). */
export const createdHeaderSchema = header.tolerant.pick({ id: true });
/** `{ token, userId }`: the answer of both login endpoints. */
export const loginAnswerSchema = loginAnswer.tolerant;
/** `{ userId }`: the answer of the student signup (no token). */
export const signupAnswerSchema = signupAnswer.tolerant;
/** SessionDto (extension "Sessions"): one active sign-in, times ISO-8601 UTC. */
export const sessionDtoSchema = sessionDto.tolerant;
/** `{ ended }`: how many sessions were ended. */
export const endedSessionsSchema = endedSessions.tolerant;
/** `{ status }` (extension "Password changes"): where a reset link stands; a string read as is. */
export const resetLinkStatusSchema = resetLinkStatusAnswer.tolerant;
/** `{ userId, email }`: a signup's address confirmed (extension "E-mail confirmation"). */
export const emailConfirmedSchema = emailConfirmed.tolerant;
/** `{ email, expiresAt }`: a new confirmation link sent (extension "E-mail confirmation"). */
export const confirmationResentSchema = confirmationResent.tolerant;
/** `{ maxStudentDevices }`: the business settings (0 = no cap). */
export const businessSettingsSchema = businessSettings.tolerant;
/** OrderDto (extension "Orders"): `previousAmount` read as null when absent. */
export const orderDtoSchema = orderDto.tolerant;
/** `{ egpPerUsd, setAt }` (extension "Exchange rate"): the admin's USD-to-EGP rate, both null until set. */
export const exchangeRateSchema = exchangeRateDto.tolerant;
/** `{ count }`: orders waiting for a decision. */
export const pendingOrderCountSchema = pendingOrderCount.tolerant;
/** EnquiryDto (extension "Consultancy enquiries"): a visitor's enquiry and the admin's handling. */
export const enquiryDtoSchema = enquiryDto.tolerant;
/** `{ new }`: enquiries not answered yet. */
export const enquiryCountSchema = enquiryCount.tolerant;
/** The two currencies: EGP (packages) and USD (online courses, products). */
export const currencySchema = currency;
/** DashboardDto (extension "Dashboard"): the admin's figures. */
export const dashboardDtoSchema = dashboardDto.tolerant;
/** The checked rows of a bulk enrolment file and whether they were applied. */
export const bulkEnrollmentResultSchema = bulkEnrollmentResult.tolerant;
/** CourseProgressDto (extension "Learning progress"). */
export const courseProgressSchema = courseProgressDto.tolerant;
/** VideoWatchDto (extension "Watched lessons"): one lesson's watching, in whole seconds. */
export const videoWatchSchema = videoWatchDto.tolerant;
/** ProgressSummaryDto: a row of the progress lists. */
export const progressSummarySchema = progressSummaryDto.tolerant;
/** CertificateDto: a certificate of completion, public by its code. */
export const certificateSchema = certificateDto.tolerant;
/** LiveSessionDto (extension "Live sessions"): links null unless the reader is entitled. */
export const liveSessionSchema = liveSessionDto.tolerant;
/** LiveScheduleDto: an online course's sessions, the upstream's clock and the viewer's standing. */
export const liveScheduleSchema = liveScheduleDto.tolerant;
/** `{ meetingLink, sessionId, joinedAt }`: the answer of Join. */
export const liveJoinSchema = liveJoinDto.tolerant;
/** ClassListDto: an online course's enrolled students with their attendance (admin). */
export const classListSchema = classListDto.tolerant;
/** MyLiveCourseDto: a student's online course with its next session. */
export const myLiveCourseSchema = myLiveCourseDto.tolerant;
/** `{ token }`: a calendar subscription token. */
export const calendarTokenSchema = calendarTokenDto.tolerant;
/** ClassMessageDto (extension "Class messages"): one message of a course, plain text. */
export const classMessageSchema = classMessageDto.tolerant;
/** ClassMessagesDto: a course's messages, newest first, and for an admin who a new one reaches. */
export const classMessagesSchema = classMessagesDto.tolerant;
/** DraftDto[] (extension "Publishing"): every draft, for an admin. */
export const draftsSchema = draftsDto.tolerant;
/** PublishingStateDto: an item's state after a publish or unpublish. */
export const publishingStateSchema = publishingStateDto.tolerant;
/** AssessmentDto (extension "Assessments"): an assessment's settings, public, no question. */
export const assessmentSchema = assessmentDto.tolerant;
/** AttemptDto: a student's attempt; its questions carry no key, its `result` only once submitted. */
export const attemptSchema = attemptDto.tolerant;
/** A saved answer of an attempt. */
export const savedAnswerSchema = savedAnswerDto.tolerant;
/** AssessmentStandingDto: a student's attempts and standing in one assessment. */
export const assessmentStandingSchema = assessmentStandingDto.tolerant;
/** AssessmentQuestionDto (admin only): a question of the bank with its key. */
export const assessmentQuestionSchema = assessmentQuestionDto.tolerant;
/** AssessmentResultDto (admin): a student's best score and attempts in one assessment. */
export const assessmentResultSchema = assessmentResultDto.tolerant;
/** AssessmentStatsDto (admin): an assessment's pass rate and most missed questions. */
export const assessmentStatsSchema = assessmentStatsDto.tolerant;
export type { AnswerInput, AssessmentInput, QuestionInput } from "@brightway/contract";
export { questionInput } from "@brightway/contract";

/** `{ version }`: an extension's version probe. */
export const extensionVersionSchema = extensionVersion.tolerant;

/** PackageDto (contract §2): price in EGP, duration in months (only `lib/upstream/` sees it). */
export type PackageDto = z.infer<typeof packageDto.tolerant>;
/** Wire shape parsed by the contract's `sectionDto` (only `lib/upstream/` sees it). */
export type SectionDto = z.infer<typeof sectionDto.tolerant>;
/** Wire shape parsed by `courseVmSchema` (only `lib/upstream/` sees it). */
export type CourseVM = z.infer<typeof courseVmSchema>;
/** Wire shape parsed by `onDemandCourseDtoSchema` (only `lib/upstream/` sees it). */
export type OnDemandCourseDto = z.infer<typeof onDemandCourseDtoSchema>;
/** Wire shape parsed by `onlineCourseDtoSchema` (only `lib/upstream/` sees it). */
export type OnlineCourseDto = z.infer<typeof onlineCourseDtoSchema>;
/** Wire shape parsed by `videoVmSchema` (only `lib/upstream/` sees it). */
export type VideoVM = z.infer<typeof videoVmSchema>;
/** Wire shape parsed by `studentDtoSchema` (only `lib/upstream/` sees it). */
export type StudentDto = z.infer<typeof studentDtoSchema>;
/** Wire shape parsed by `enrollmentDtoSchema` (only `lib/upstream/` sees it). */
export type EnrollmentDto = z.infer<typeof enrollmentDtoSchema>;
/** Wire shape parsed by `documentVmSchema` (only `lib/upstream/` sees it). */
export type DocumentVM = z.infer<typeof documentVmSchema>;
/** Wire shape parsed by `projectVmSchema` (only `lib/upstream/` sees it). */
export type ProjectVM = z.infer<typeof projectVmSchema>;
