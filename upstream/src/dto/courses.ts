import type {
  CourseVm,
  OnDemandCourseDto,
  OnlineCourseDto,
  PackageDto,
  SectionDto,
} from "@brightway/contract";
import { asc, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { courses, packages, sections } from "../db/schema";
import { readFilesBase64 } from "../files";
import { toWireDate } from "../http/validate";

/** A stored course row (either kind). */
export type CourseRow = typeof courses.$inferSelect;
/** A stored package row. */
export type PackageRow = typeof packages.$inferSelect;
/** A stored section row. */
export type SectionRow = typeof sections.$inferSelect;

/*
 * The wire shapes built here (PackageDto, SectionDto with the ordering extension's `position`,
 * CourseVM, OnDemandCourseDto, OnlineCourseDto, each course with its `outcomes` and
 * `requirements`) are the exact readings of @brightway/contract.
 */

/** The legacy default of a course without an uploaded image file. */
const noFile = "NotFound";

/** `PackageDto` of a package row. */
export function toPackageDto(row: PackageRow): PackageDto {
  return {
    id: row.id,
    name: row.name,
    durationByMonthes: row.durationByMonthes,
    price: row.price,
    courseId: row.courseId,
  };
}

/** `SectionDto` of a section row. */
export function toSectionDto(row: SectionRow): SectionDto {
  return { id: row.id, name: row.name, courseId: row.courseId, position: row.position };
}

/**
 * `CourseVm` of a course row. `images` maps file ids to base64 (from `readFilesBase64`);
 * `children` is `null` for online courses (their `packages`/`sections` are null on the wire).
 */
function toCourseVM(
  course: CourseRow,
  images: Map<string, string>,
  children: { packages: PackageDto[]; sections: SectionDto[] } | null,
): CourseVm {
  const isOnline = course.kind === "online";
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    // The legacy server never stored an on-demand course price (it lives on packages): always 0.
    defaultPrice: isOnline ? course.defaultPrice : 0,
    discount: course.discount,
    hasDiscount: course.hasDiscount,
    enrollments: course.enrollments,
    start: isOnline ? toWireDate(course.start) : toWireDate(null),
    end: isOnline ? toWireDate(course.end) : toWireDate(null),
    hours: course.hours,
    imageBytes: (course.imageFileId && images.get(course.imageFileId)) || null,
    intructorName: course.instructorName,
    intructorDescription: course.instructorDescription,
    intructorImageBytes:
      (course.instructorImageFileId && images.get(course.instructorImageFileId)) || null,
    packages: children ? children.packages : null,
    sections: children ? children.sections : null,
    outcomes: course.outcomes,
    requirements: course.requirements,
  };
}

/**
 * `OnDemandCourseDto` of an on-demand course row with the given package and section arrays
 * (pass `[]` where the contract says the endpoint returns empty arrays). `price` is always 0
 * (contract §5.3); `imageUrl`/`intructorImageUrl` are the stored file ids, or "NotFound" /
 * `null` when no image was uploaded (the legacy defaults).
 */
export function toOnDemandCourseDto(
  course: CourseRow,
  children: { packages: PackageDto[]; sections: SectionDto[] } = { packages: [], sections: [] },
): OnDemandCourseDto {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    objectives: course.objectives,
    price: 0,
    discount: course.discount,
    hasDiscount: course.hasDiscount,
    imageUrl: course.imageFileId ?? noFile,
    enrollments: course.enrollments,
    hours: course.hours,
    intructorName: course.instructorName,
    intructorDescription: course.instructorDescription,
    intructorImageUrl: course.instructorImageFileId ?? noFile,
    packages: children.packages,
    sections: children.sections,
    outcomes: course.outcomes,
    requirements: course.requirements,
  };
}

/** `OnlineCourseDto` of an online course row (dates naive ISO, price in USD). */
export function toOnlineCourseDto(course: CourseRow): OnlineCourseDto {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    objectives: course.objectives,
    defaultPrice: course.defaultPrice,
    discount: course.discount,
    hasDiscount: course.hasDiscount,
    enrollments: course.enrollments,
    hours: course.hours,
    intructorName: course.instructorName,
    intructorDescription: course.instructorDescription,
    start: toWireDate(course.start),
    end: toWireDate(course.end),
    link: course.link,
    outcomes: course.outcomes,
    requirements: course.requirements,
  };
}

/**
 * Packages and sections of many courses in two queries (no N+1): a map from course id to its
 * arrays, packages by creation then id, sections by position, creation, then id. Every requested id has an
 * entry (empty arrays when it has no children).
 */
export async function loadCourseChildren(
  db: Executor,
  courseIds: string[],
): Promise<Map<string, { packages: PackageDto[]; sections: SectionDto[] }>> {
  const ids = [...new Set(courseIds)];
  const byCourse = new Map(
    ids.map((id) => [id, { packages: [] as PackageDto[], sections: [] as SectionDto[] }]),
  );
  if (ids.length === 0) return byCourse;
  const [packageRows, sectionRows] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(inArray(packages.courseId, ids))
      .orderBy(asc(packages.createdAt), asc(packages.id)),
    db
      .select()
      .from(sections)
      .where(inArray(sections.courseId, ids))
      .orderBy(asc(sections.position), asc(sections.createdAt), asc(sections.id)),
  ]);
  for (const row of packageRows) byCourse.get(row.courseId)?.packages.push(toPackageDto(row));
  for (const row of sectionRows) byCourse.get(row.courseId)?.sections.push(toSectionDto(row));
  return byCourse;
}

/**
 * Full `OnDemandCourseDto`s (with their packages and sections) of the given course ids, in a few
 * queries; for `EnrollmentDto.course`. Ids of unknown courses are absent from the map.
 */
export async function loadOnDemandCourseDtos(
  db: Executor,
  courseIds: string[],
): Promise<Map<string, OnDemandCourseDto>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(courses).where(inArray(courses.id, ids));
  const children = await loadCourseChildren(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, toOnDemandCourseDto(row, children.get(row.id))]));
}

/**
 * `CourseVm`s of course rows with their images (one query for every image) and, for on-demand
 * courses, their packages and sections (two queries), in the order of `rows`.
 */
export async function buildCourseVMs(db: Executor, rows: CourseRow[]): Promise<CourseVm[]> {
  const onDemandIds = rows.filter((row) => row.kind === "onDemand").map((row) => row.id);
  const [images, children] = await Promise.all([
    readFilesBase64(
      db,
      rows.flatMap((row) => [row.imageFileId, row.instructorImageFileId]),
    ),
    loadCourseChildren(db, onDemandIds),
  ]);
  return rows.map((row) =>
    toCourseVM(
      row,
      images,
      row.kind === "onDemand" ? (children.get(row.id) ?? { packages: [], sections: [] }) : null,
    ),
  );
}
