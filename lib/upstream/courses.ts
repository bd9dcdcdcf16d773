import "server-only";
import * as z from "@/lib/zod";
import type { CourseImageSlot, CourseKind } from "@/lib/course-kinds";
import { isGuid } from "@/lib/ids";
import { mediaUrl, type MediaKind } from "@/lib/media";
import { catalogueEntry, catalogueRead, missingEntry } from "@/lib/upstream/catalogue-cache";
import { checkIds, nullWhen, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { postUpload } from "@/lib/upstream/multipart";
import { reshapePackage } from "@/lib/upstream/packages";
import { reshapeSection } from "@/lib/upstream/sections";
import { tags, tagsTouchedBy } from "@/lib/upstream/tags";
import type {
  CourseBase,
  NaiveDateTime,
  OnDemandCourse,
  OnDemandCourseRecord,
  OnlineCourse,
  OnlineCourseRecord,
} from "@/lib/upstream/types";
import {
  courseVmSchema,
  createdCourseSchema,
  MISSING_DATE_TIME,
  onDemandCourseDtoSchema,
  onlineCourseDtoSchema,
  type CourseVM,
  type OnDemandCourseDto,
  type OnlineCourseDto,
} from "@/lib/upstream/wire";

/*
 * Both course controllers of the contract (§3.3 OnDemandCourses, §3.4 OnlineCourses) in one
 * module that takes the kind: the two speak the same routes and shapes except for a few fields
 * (online: price in USD, start, end, link; on-demand: packages, sections and the enrolment
 * counter its PUT overwrites). Every caller names the kind (`listCourses("online")`,
 * `getCourse("on-demand", id)`); what differs lives in the per-kind descriptor below (paths,
 * tags, reshaping) and in the kind's branch of the create and update bodies.
 */

/** The fields both course kinds are created and updated with. */
interface CourseFieldsInput {
  name: string;
  description: string;
  /** Discount in percent (0 = none); `hasDiscount` is derived as `discount > 0`. */
  discount: number;
  /** On-demand: total hours; online: number of lectures (at least 1). Sent as text. */
  hours: number | string;
  instructorName: string;
  instructorDescription: string;
  /** Only stored on create for on-demand courses; on an online update, left out = keep. */
  objectives?: string;
  /**
   * "What you will learn" and "Requirements" (course outcomes and requirements extension): sent
   * only when given; left out = none on create, keep on update. Send them only to an upstream
   * with the extension ({@link isCourseOutlineSupported}); the legacy would ignore them.
   */
  outcomes?: string[];
  requirements?: string[];
}

/** Input of an on-demand course (its prices live on its packages, in EGP). */
type OnDemandCourseInput = CourseFieldsInput;

/** Input of an online course. */
interface OnlineCourseInput extends CourseFieldsInput {
  /** Price in USD before discount. */
  price: number;
  /** `YYYY-MM-DD` or a naive `YYYY-MM-DDTHH:mm[:ss]` (no offset: the upstream stores clock time). */
  start: NaiveDateTime;
  /** As `start`; must not be before it. */
  end: NaiveDateTime;
  /** The live-session link; on update, left out = keep the stored value. */
  link?: string;
}

/** The course type of each kind, as returned by {@link listCourses} and {@link getCourse}. */
export interface CourseOfKind {
  online: OnlineCourse;
  "on-demand": OnDemandCourse;
}

/** The stored record type of each kind, as returned by {@link getCourseRecord}. */
export interface CourseRecordOfKind {
  online: OnlineCourseRecord;
  "on-demand": OnDemandCourseRecord;
}

/** The create/update input of each kind. */
export interface CourseInputOfKind {
  online: OnlineCourseInput;
  "on-demand": OnDemandCourseInput;
}

/** The `Type` sent with course image uploads (spec §9: 1 for course images; the upstream ignores it). */
const COURSE_IMAGE_UPLOAD_TYPE = 1;

/** What differs between the two controllers besides their body fields. */
interface CourseKindWire<K extends CourseKind> {
  /** The controller's base path, e.g. `/api/OnlineCourses`. */
  controller: string;
  /** The unpaged list of every course of the kind. */
  listPath: string;
  collectionTag: string;
  itemTag: (courseId: string) => string;
  /** What a mutation of one course invalidates (`tagsTouchedBy`). */
  tagsTouched: (courseId: string) => string[];
  /** A wire CourseVM as the kind's domain type. */
  reshape: (vm: CourseVM) => CourseOfKind[K];
}

const kindWire: { [K in CourseKind]: CourseKindWire<K> } = {
  online: {
    controller: "/api/OnlineCourses",
    listPath: "/api/OnlineCourses/GetAllOnlineCourses",
    collectionTag: tags.onlineCourses,
    itemTag: tags.onlineCourse,
    tagsTouched: tagsTouchedBy.onlineCourse,
    // Price in USD; a missing date reads as the upstream's "no date" value.
    reshape: (vm) => ({
      ...reshapeCourseBase(vm, { image: "online-course", instructorImage: "online-instructor" }),
      price: vm.defaultPrice,
      start: vm.start ?? MISSING_DATE_TIME,
      end: vm.end ?? MISSING_DATE_TIME,
    }),
  },
  "on-demand": {
    controller: "/api/OnDemandCourses",
    listPath: "/api/OnDemandCourses/GetAllOnDemandCourses",
    collectionTag: tags.onDemandCourses,
    itemTag: tags.onDemandCourse,
    tagsTouched: tagsTouchedBy.onDemandCourse,
    // Packages (EGP) and sections (without videos).
    reshape: (vm) => ({
      ...reshapeCourseBase(vm, {
        image: "on-demand-course",
        instructorImage: "on-demand-instructor",
      }),
      packages: (vm.packages ?? []).map(reshapePackage),
      sections: (vm.sections ?? []).map(reshapeSection),
    }),
  },
};

const uploadAction: Record<CourseImageSlot, string> = {
  course: "UploadCourseImage",
  instructor: "UploadInstructorImage",
};

/** The cache tags of one course (collection and item). */
function courseCacheTags(kind: CourseKind, courseId: string): string[] {
  return [kindWire[kind].collectionTag, kindWire[kind].itemTag(courseId)];
}

/**
 * The cache tags a mutation of one course invalidates: `tagsTouchedBy.onlineCourse(courseId)` or
 * `tagsTouchedBy.onDemandCourse(courseId)`. Call `updateTag` on each after a successful change.
 */
export function tagsTouchedByCourse(kind: CourseKind, courseId: string): string[] {
  return kindWire[kind].tagsTouched(courseId);
}

/**
 * The fields both course kinds share, from a wire CourseVM: typos fixed (`intructorName` →
 * `instructorName`) and base64 images turned into `/media/…` URLs.
 */
function reshapeCourseBase(
  vm: CourseVM,
  kinds: { image: MediaKind; instructorImage: MediaKind },
): CourseBase {
  return {
    id: vm.id,
    name: vm.name,
    description: vm.description ?? null,
    discount: vm.discount,
    hasDiscount: vm.hasDiscount,
    enrollments: vm.enrollments,
    hours: vm.hours,
    imageUrl: mediaUrl(kinds.image, vm.id, vm.imageBytes),
    instructorName: vm.intructorName ?? null,
    instructorDescription: vm.intructorDescription ?? null,
    instructorImageUrl: mediaUrl(kinds.instructorImage, vm.id, vm.intructorImageBytes),
    outcomes: vm.outcomes ?? [],
    requirements: vm.requirements ?? [],
  };
}

/** The record fields both course kinds share, from a stored course DTO (no images). */
function reshapeCourseRecordBase(
  dto: OnDemandCourseDto | OnlineCourseDto,
): Omit<CourseBase, "imageUrl" | "instructorImageUrl"> & { objectives: string | null } {
  return {
    id: dto.id,
    name: dto.name,
    description: dto.description ?? null,
    objectives: dto.objectives ?? null,
    discount: dto.discount,
    hasDiscount: dto.hasDiscount,
    enrollments: dto.enrollments,
    hours: dto.hours,
    instructorName: dto.intructorName ?? null,
    instructorDescription: dto.intructorDescription ?? null,
    outcomes: dto.outcomes ?? [],
    requirements: dto.requirements ?? [],
  };
}

/**
 * Every course of a kind, including on-demand courses without packages (the public "only courses
 * with packages" rule is the caller's). Public, cached (`tags.onlineCourses` /
 * `tags.onDemandCourses`). Calls GET /api/OnlineCourses/GetAllOnlineCourses or
 * GET /api/OnDemandCourses/GetAllOnDemandCourses (unpaged: neither takes search or paging).
 * @returns online courses (price in USD) or on-demand courses (packages in EGP, sections).
 * @throws UpstreamError on failure.
 */
export async function listCourses<K extends CourseKind>(kind: K): Promise<CourseOfKind[K][]> {
  return catalogueRead(`GET ${kindWire[kind].listPath}`, () => listCoursesCached(kind));
}

async function listCoursesCached<K extends CourseKind>(kind: K): Promise<CourseOfKind[K][]> {
  "use cache";
  const wire = kindWire[kind];
  catalogueEntry([wire.collectionTag]);
  const list = await upstreamFetch({ path: wire.listPath, schema: z.array(courseVmSchema) });
  return list.map((vm) => wire.reshape(vm));
}

/**
 * Reads GET {controller}/GetSingleCourse/{courseId}, mapping "not found" to null.
 * Why 500 counts as not found: the legacy's 404 branch is unreachable and an unknown id answers
 * 500 (contract §5.10); the reference upstream answers 404.
 */
async function readSingleCourse(
  kind: CourseKind,
  courseId: string,
  token?: string,
): Promise<CourseVM | null> {
  const vm = await nullWhen([404, 500], () =>
    upstreamFetch({
      path: `${kindWire[kind].controller}/GetSingleCourse/${courseId}`,
      schema: courseVmSchema,
      token,
    }),
  );
  // Either controller's GetSingleCourse serves both kinds: only on-demand courses carry packages.
  const isOnDemand = vm?.packages != null;
  return vm && isOnDemand === (kind === "on-demand") ? vm : null;
}

/**
 * One course of a kind. Public, cached (the kind's collection tag and item tag). With an admin's
 * `token` the read is never cached and also finds a draft (extension "Publishing"), which an
 * anonymous read answers as unknown: the admin pages that fill a course in pass theirs.
 * Calls GET {controller}/GetSingleCourse/{courseId}.
 * @returns the course, or null when the id is not a Guid or names no course of this kind.
 * @throws UpstreamError on any other failure (401 for an ended session's token).
 */
export async function getCourse<K extends CourseKind>(
  kind: K,
  courseId: string,
  token?: string,
): Promise<CourseOfKind[K] | null> {
  if (!isGuid(courseId)) return null;
  if (token) {
    const vm = await readSingleCourse(kind, courseId, token);
    return vm ? (kindWire[kind].reshape(vm) as CourseOfKind[K]) : null;
  }
  return readCourseCached(kind, courseId, "course");
}

/** What each cached read of one course returns: the catalogue's course, or the stored record. */
interface CourseReadOfKind<K extends CourseKind> {
  course: CourseOfKind[K];
  record: CourseRecordOfKind[K];
}

/** The two public reads of one course: the route they call (after the controller) and the read. */
const courseReads = {
  course: {
    route: "GetSingleCourse/{id}",
    read: async (kind: CourseKind, courseId: string) => {
      const vm = await readSingleCourse(kind, courseId);
      return vm ? kindWire[kind].reshape(vm) : null;
    },
  },
  record: {
    route: "{id}",
    read: (kind: CourseKind, courseId: string) => nullWhen([404], () => readRecord(kind, courseId)),
  },
} as const;

/** Runs one public read of a course (`read`) through the catalogue cache, keyed by the lower-cased Guid. */
function readCourseCached<K extends CourseKind, R extends keyof typeof courseReads>(
  kind: K,
  courseId: string,
  read: R,
): Promise<CourseReadOfKind<K>[R] | null> {
  const key = courseId.toLowerCase();
  return catalogueRead(`GET ${kindWire[kind].controller}/${courseReads[read].route}`, () =>
    courseCached(kind, key, read),
  );
}

async function courseCached<K extends CourseKind, R extends keyof typeof courseReads>(
  kind: K,
  courseId: string,
  read: R,
): Promise<CourseReadOfKind<K>[R] | null> {
  "use cache";
  catalogueEntry(courseCacheTags(kind, courseId));
  const found = (await courseReads[read].read(kind, courseId)) as CourseReadOfKind<K>[R] | null;
  if (found === null) missingEntry();
  return found;
}

async function readRecord<K extends CourseKind>(
  kind: K,
  courseId: string,
  token?: string,
): Promise<CourseRecordOfKind[K]> {
  const path = `${kindWire[kind].controller}/${courseId}`;
  if (kind === "online") {
    const dto = await upstreamFetch({ path, schema: onlineCourseDtoSchema, token });
    const record: OnlineCourseRecord = {
      ...reshapeCourseRecordBase(dto),
      link: dto.link ?? null,
      price: dto.defaultPrice,
      start: dto.start,
      end: dto.end,
    };
    return record as CourseRecordOfKind[K];
  }
  const dto = await upstreamFetch({ path, schema: onDemandCourseDtoSchema, token });
  const record: OnDemandCourseRecord = {
    ...reshapeCourseRecordBase(dto),
    sections: (dto.sections ?? []).map(reshapeSection),
  };
  return record as CourseRecordOfKind[K];
}

/**
 * The stored record of a course: adds `objectives` (and, online, `link`); no images, no packages.
 * Calls GET {controller}/{courseId}. Pass the session's `token` when there is one (never cached
 * then); without one the read is cached (the kind's collection and item tags).
 * @returns the record (online price in USD), or null when unknown or the id is not a Guid.
 * @throws UpstreamError on any other failure.
 */
export async function getCourseRecord<K extends CourseKind>(
  kind: K,
  courseId: string,
  token?: string,
): Promise<CourseRecordOfKind[K] | null> {
  if (!isGuid(courseId)) return null;
  if (token) return nullWhen([404], () => readRecord(kind, courseId, token));
  return readCourseCached(kind, courseId, "record");
}

/**
 * The raw base64 images of one course. **For the `/media` route handler only**: nothing else may
 * pass base64 on. Public; not cached here: the media route's `'use cache'` entry of the image
 * (`lib/upstream/media.ts`, the kind's collection and item tags) is what is kept.
 * Calls GET {controller}/GetSingleCourse/{courseId}.
 * @returns `{ image, instructorImage }` (base64 or null), or null when the course is unknown.
 * @throws UpstreamError on any other failure.
 */
export async function getCourseImages(
  kind: CourseKind,
  courseId: string,
): Promise<{ image: string | null; instructorImage: string | null } | null> {
  if (!isGuid(courseId)) return null;
  const vm = await readSingleCourse(kind, courseId);
  return vm
    ? { image: vm.imageBytes ?? null, instructorImage: vm.intructorImageBytes ?? null }
    : null;
}

/**
 * Whether the upstream stores a course's outcomes and requirements (the course outcomes and
 * requirements extension, upstream/EXTENSIONS.md): probed with GET /api/CourseOutline/version,
 * the answer kept 10 minutes. Public; never rejects for an upstream failure (that reads as
 * absent, and the course form leaves the two lists out).
 */
export const isCourseOutlineSupported: () => Promise<boolean> = versionDetection(
  "/api/CourseOutline/version",
);

/** The JSON body of create and update, without the fields only one of them sends. */
function courseBody(kind: CourseKind, input: CourseFieldsInput) {
  const shared = {
    name: input.name,
    description: input.description,
    discount: input.discount,
    hasDiscount: input.discount > 0,
    hours: String(input.hours),
    intructorName: input.instructorName,
    intructorDescription: input.instructorDescription,
    // Left out when not given (`undefined` is not serialised): the upstream keeps what it has.
    outcomes: input.outcomes,
    requirements: input.requirements,
  };
  if (kind === "on-demand") {
    // The upstream requires `price` but never stores it: on-demand prices live on packages (EGP).
    return { ...shared, price: 0 };
  }
  const online = input as OnlineCourseInput;
  return { ...shared, defaultPrice: online.price, start: online.start, end: online.end };
}

/**
 * Creates a course (then upload its images; an on-demand course is listed publicly once it has a
 * package), as a draft where the upstream has the publishing extension (`"published": false`;
 * an upstream without it ignores the field and publishes it at once, as before). Admin token.
 * Calls POST /api/OnlineCourses or POST /api/OnDemandCourses.
 * Invalidate {@link tagsTouchedByCourse}.
 * @returns the new course id (Guid).
 * @throws UpstreamError on failure (online: 400 "Invalid Date Values" when start is after end).
 */
export async function createCourse<K extends CourseKind>(
  kind: K,
  input: CourseInputOfKind[K],
  token: string,
): Promise<string> {
  const extra =
    kind === "online"
      ? { objectives: input.objectives ?? null, link: (input as OnlineCourseInput).link ?? null }
      : { objectives: input.objectives ?? null };
  const created = await upstreamFetch({
    method: "POST",
    path: kindWire[kind].controller,
    body: { ...courseBody(kind, input), ...extra, published: false },
    schema: createdCourseSchema,
    token,
  });
  return created.courseId;
}

/**
 * Updates a course's fields. Admin token. Calls GET {controller}/{courseId} (on-demand always;
 * online when `objectives` or `link` is left out), then PUT {controller}/{courseId}.
 *
 * Why the read first: the legacy PUT overwrites what it is not sent. The on-demand PUT requires
 * `enrollments` and writes it over the stored enrolment counter, so the stored counter is sent
 * back unchanged (it cannot change `objectives`); the online PUT overwrites `objectives` and
 * `link` (null included), so the stored ones are sent back unless the input gives new ones (it
 * does not touch the counter).
 * Invalidate {@link tagsTouchedByCourse}.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function updateCourse<K extends CourseKind>(
  kind: K,
  courseId: string,
  input: CourseInputOfKind[K],
  token: string,
): Promise<void> {
  const controller = kindWire[kind].controller;
  checkIds(`PUT ${controller}/{courseId}`, [["guid", courseId]]);
  let extra: Record<string, unknown>;
  if (kind === "on-demand") {
    const current = await upstreamFetch({
      path: `${controller}/${courseId}`,
      schema: onDemandCourseDtoSchema,
      token,
    });
    extra = { enrollments: current.enrollments };
  } else {
    let { objectives, link } = input as OnlineCourseInput;
    if (objectives === undefined || link === undefined) {
      const current = await upstreamFetch({
        path: `${controller}/${courseId}`,
        schema: onlineCourseDtoSchema,
        token,
      });
      objectives ??= current.objectives ?? undefined;
      link ??= current.link ?? undefined;
    }
    extra = { objectives: objectives ?? null, link: link ?? null };
  }
  await upstreamFetch({
    method: "PUT",
    path: `${controller}/${courseId}`,
    body: { ...courseBody(kind, input), ...extra },
    token,
  });
}

/**
 * Deletes a course; an on-demand course takes its sections, videos, packages and enrolments with
 * it (contract §5.5). Admin token. Calls DELETE {controller}/{courseId}.
 * Invalidate {@link tagsTouchedByCourse}.
 * @throws UpstreamError (404 for an unknown course or an id that is not a Guid).
 */
export async function deleteCourse(
  kind: CourseKind,
  courseId: string,
  token: string,
): Promise<void> {
  const controller = kindWire[kind].controller;
  await upstreamFetch({
    method: "DELETE",
    endpoint: `DELETE ${controller}/{courseId}`,
    ids: [["guid", courseId]],
    path: `${controller}/${courseId}`,
    token,
  });
}

/**
 * Replaces the course image (`slot` "course") or the instructor image (`slot` "instructor").
 * Admin token. Calls POST {controller}/UploadCourseImage/{courseId} or
 * POST {controller}/UploadInstructorImage/{courseId} (multipart `File` + `Type` 1). Send bytes that
 * were checked and normalised first (`checkImage`). Invalidate {@link tagsTouchedByCourse}.
 * @throws UpstreamError (404 for an id that is not a Guid; the legacy answers 500 for an unknown course).
 */
export async function uploadCourseImage(
  kind: CourseKind,
  slot: CourseImageSlot,
  courseId: string,
  file: Blob,
  token: string,
): Promise<void> {
  const path = `${kindWire[kind].controller}/${uploadAction[slot]}`;
  await postUpload({
    endpoint: `POST ${path}/{courseId}`,
    ids: [["guid", courseId]],
    path: `${path}/${courseId}`,
    file,
    type: COURSE_IMAGE_UPLOAD_TYPE,
    token,
  });
}

/**
 * Whether a course of a kind exists for `token`'s reader (an admin's also finds a draft), read
 * uncached: for `proxy.ts`'s item check, where `'use cache'` is not compiled (lib/item-check.ts).
 * Calls GET {controller}/GetSingleCourse/{courseId}.
 * @throws UpstreamError on any failure but "not found".
 */
export async function courseExistsUncached(
  kind: CourseKind,
  courseId: string,
  token?: string,
): Promise<boolean> {
  return isGuid(courseId) && (await readSingleCourse(kind, courseId, token)) !== null;
}
