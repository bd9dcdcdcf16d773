import * as z from "@/lib/zod";
import type { CourseKind } from "@/lib/course-kinds";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages as english } from "@/lib/messages";
// "Today" for the date rules is the day in the business's zone (Cairo), on every machine.
import { BUSINESS_TIME_ZONE } from "@brightway/contract/live-rules";
import { outlineItemsFromText, outlineProblem } from "@brightway/contract/course-outline";

/*
 * The course form of both kinds (spec §2 "Admin creation screens", §5 "Online course form" and
 * "On-demand course"), used by react-hook-form in the browser and again on the server by the
 * create route handler and the edit actions. One base (name, description, discount, instructor)
 * shared by both kinds; online adds price (USD), lectures, start and end; on-demand adds hours.
 * Both may carry "What you will learn" (`outcomes`) and "Requirements" (`requirements`), one item
 * a line, when the upstream stores them (the form leaves them out otherwise).
 * The two images are not part of these schemas: they are files, checked by their bytes on the
 * server (`checkImage`) and for presence in the form.
 */

/** Longest course or instructor name, in characters. */
const MAX_COURSE_NAME_LENGTH = 200;

/** Longest course or instructor description, in characters. */
const MAX_COURSE_DESCRIPTION_LENGTH = 4000;

/** Today's date (`YYYY-MM-DD`) in {@link BUSINESS_TIME_ZONE}. */
export function todayInBusinessZone(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

// Form values arrive as strings (FormData, inputs) or may be absent; absence reads as "" and is
// reported by the rules below with our texts instead of zod's generic ones.
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value).trim()));

/** A list field (one item a line) that may be left out: absent stays `undefined`. */
const listText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : String(value)));

const decimalPattern = /^\d{1,9}(\.\d{1,2})?$/;
const wholePattern = /^\d{1,6}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is `YYYY-MM-DD` naming a real day. */
function isIsoDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

type Issue = (path: string, message: string) => void;

/** The texts the rules report: a catalogue (`getCatalogue()` / `useCatalogue()`), English by default. */
type Texts = Pick<Catalogue, "courseForm" | "courseOutline">;

/** The dates of an online course as the form holds them (`YYYY-MM-DD`). */
export interface CourseDates {
  start: string;
  end: string;
}

/**
 * The "not before today" rule of spec §5 for an online course's start and end, in the business's
 * time zone. On edit, a date left as it is stored passes even when it has gone by (a running
 * course can still be corrected), so pass the stored dates as `kept`.
 * @returns field name → message, empty when both dates are fine (or not valid dates at all).
 */
export function pastDateErrors(
  dates: CourseDates,
  today: string,
  kept?: CourseDates,
  messages: Texts = english,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (isIsoDate(dates.start) && dates.start < today && dates.start !== kept?.start)
    errors.start = [messages.courseForm.startPast];
  if (isIsoDate(dates.end) && dates.end < today && dates.end !== kept?.end)
    errors.end = [messages.courseForm.endPast];
  return errors;
}

function requireText(messages: Texts, issue: Issue, field: string, value: string, max: number) {
  if (value === "") issue(field, messages.courseForm.required);
  else if (value.length > max)
    issue(
      field,
      max === MAX_COURSE_NAME_LENGTH
        ? messages.courseForm.nameTooLong
        : messages.courseForm.descriptionTooLong,
    );
}

const baseShape = {
  name: text,
  discount: text,
  description: text,
  instructorName: text,
  instructorDescription: text,
  outcomes: listText,
  requirements: listText,
};

/** The base fields as parsed: texts, and the two lists as typed (absent when left out). */
type BaseData = Record<Exclude<keyof typeof baseShape, "outcomes" | "requirements">, string> & {
  outcomes: string | undefined;
  requirements: string | undefined;
};

/**
 * The rule of the outline lists (`@brightway/contract/course-outline`, the upstream's too): at
 * most 12 items (non-blank lines) of at most 200 characters each.
 */
function checkOutline(
  messages: Texts,
  issue: Issue,
  field: "outcomes" | "requirements",
  raw: string | undefined,
) {
  if (raw === undefined) return;
  const problem = outlineProblem(outlineItemsFromText(raw));
  if (problem?.kind === "count") issue(field, messages.courseOutline.tooMany);
  else if (problem?.kind === "length")
    issue(field, messages.courseOutline.itemTooLong(problem.index + 1));
}

function checkBase(messages: Texts, data: BaseData, issue: Issue) {
  requireText(messages, issue, "name", data.name, MAX_COURSE_NAME_LENGTH);
  if (data.discount === "") issue("discount", messages.courseForm.required);
  else if (!decimalPattern.test(data.discount))
    issue("discount", messages.courseForm.discountNumber);
  else if (Number(data.discount) > 100) issue("discount", messages.courseForm.discountMax);
  requireText(messages, issue, "description", data.description, MAX_COURSE_DESCRIPTION_LENGTH);
  requireText(messages, issue, "instructorName", data.instructorName, MAX_COURSE_NAME_LENGTH);
  requireText(
    messages,
    issue,
    "instructorDescription",
    data.instructorDescription,
    MAX_COURSE_DESCRIPTION_LENGTH,
  );
  checkOutline(messages, issue, "outcomes", data.outcomes);
  checkOutline(messages, issue, "requirements", data.requirements);
}

function baseOutput(data: BaseData) {
  return {
    name: data.name,
    description: data.description,
    discount: Number(data.discount),
    instructorName: data.instructorName,
    instructorDescription: data.instructorDescription,
    // Left out when the form did not show them: the upstream keeps what it has.
    ...(data.outcomes === undefined ? {} : { outcomes: outlineItemsFromText(data.outcomes) }),
    ...(data.requirements === undefined
      ? {}
      : { requirements: outlineItemsFromText(data.requirements) }),
  };
}

/** Options of {@link onlineCourseSchema}. */
export interface OnlineCourseSchemaOptions {
  /**
   * Today (`YYYY-MM-DD`) for the "not before today" rule; default {@link todayInBusinessZone} at
   * parse time. `false` leaves the rule to the caller (see {@link pastDateErrors}).
   */
  today?: (() => string) | false;
  /** On edit: the stored dates, which pass the "not before today" rule unchanged. */
  kept?: CourseDates;
  /** The catalogue whose texts the rules report (the page's language); default English. */
  messages?: Texts;
}

/**
 * The online course form: name, price (USD, a number ≥ 0), discount (percent, 0–100), lectures
 * (a whole number ≥ 1), start and end (`YYYY-MM-DD`, not before today, end not before start),
 * description, instructor name and description; all required. Every failing rule is reported
 * (one message per field, with `messages.courseForm` texts).
 * Output: the fields as the upstream client takes them (`hours` = lectures; `hasDiscount` is
 * derived there as discount > 0).
 */
export function onlineCourseSchema(options: OnlineCourseSchemaOptions = {}) {
  const today = options.today === undefined ? todayInBusinessZone : options.today;
  const messages = options.messages ?? english;
  return z
    .object({ ...baseShape, price: text, lectures: text, start: text, end: text })
    .superRefine((data, ctx) => {
      const issue: Issue = (path, message) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      checkBase(messages, data, issue);
      if (data.price === "") issue("price", messages.courseForm.required);
      else if (!decimalPattern.test(data.price)) issue("price", messages.courseForm.priceNumber);
      if (data.lectures === "") issue("lectures", messages.courseForm.required);
      else if (!wholePattern.test(data.lectures) || Number(data.lectures) < 1)
        issue("lectures", messages.courseForm.lecturesNumber);
      for (const field of ["start", "end"] as const) {
        if (data[field] === "") issue(field, messages.courseForm.required);
        else if (!isIsoDate(data[field])) issue(field, messages.courseForm.invalidDate);
      }
      if (today) {
        const errors = pastDateErrors(data, today(), options.kept, messages);
        for (const [field, [message]] of Object.entries(errors)) if (message) issue(field, message);
      }
      if (isIsoDate(data.start) && isIsoDate(data.end) && data.end < data.start)
        issue("end", messages.courseForm.endBeforeStart);
    })
    .transform((data) => ({
      ...baseOutput(data),
      price: Number(data.price),
      hours: String(Number(data.lectures)),
      start: data.start,
      end: data.end,
    }));
}

/**
 * The on-demand course form: name, hours (a number ≥ 1), discount (percent, 0–100), description,
 * instructor name and description; all required (prices live on packages, in EGP). Every failing
 * rule is reported (one message per field, with `messages.courseForm` texts).
 * Output: the fields as the upstream client takes them. `messages`: the texts' catalogue (English
 * by default).
 */
export function onDemandCourseSchema(messages: Texts = english) {
  return z
    .object({ ...baseShape, hours: text })
    .superRefine((data, ctx) => {
      const issue: Issue = (path, message) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      checkBase(messages, data, issue);
      if (data.hours === "") issue("hours", messages.courseForm.required);
      else if (!decimalPattern.test(data.hours) || Number(data.hours) < 1)
        issue("hours", messages.courseForm.hoursNumber);
    })
    .transform((data) => ({ ...baseOutput(data), hours: String(Number(data.hours)) }));
}

/** The schema of a kind's form (online options apply to the online kind only). */
export function courseSchema(kind: CourseKind, options: OnlineCourseSchemaOptions = {}) {
  return kind === "online" ? onlineCourseSchema(options) : onDemandCourseSchema(options.messages);
}

/** Parsed online course fields (price in USD, hours = lectures as text, dates `YYYY-MM-DD`). */
export type OnlineCourseFields = z.output<ReturnType<typeof onlineCourseSchema>>;
