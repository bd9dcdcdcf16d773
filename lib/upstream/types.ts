/*
 * Domain types returned by `lib/upstream/`: camelCase, no upstream typos, no base64 (images are
 * same-origin `/media/…` URLs from `mediaUrl`, or null when there is none).
 *
 * Dates: `NaiveDateTime` keeps the upstream's own zone-less clock time, normalised to
 * `YYYY-MM-DDTHH:mm:ss` (no `Date` objects, so cached values stay plain JSON and no time zone is
 * invented); `value.slice(0, 10)` is the date part.
 * Ids: Guid strings for courses, sections, packages and enrolments; numbers for videos, products,
 * publications, projects and their images; strings for users.
 */

import type { Language } from "@brightway/contract/language";

/** `YYYY-MM-DDTHH:mm:ss`, zone-less, as the upstream stores it. The first 10 characters are the date. */
export type NaiveDateTime = string;

/** A page request of a paged upstream list (products, publications, students). */
export interface PageRequest {
  /** Text to search for (products/publications: title; students: user name or e-mail). */
  search?: string;
  /** Page number, first page 1 (default 1). */
  page?: number;
  /** Items per page, 1–50 (larger values are clamped to 50 by the upstream and by us). */
  pageSize: number;
}

/** A package of an on-demand course: a duration bought at a price. */
export interface CoursePackage {
  id: string;
  name: string;
  /** Access duration in months. */
  durationMonths: number;
  /** Price in EGP, before any course discount. */
  price: number;
  courseId: string;
}

/** A section of an on-demand course (its videos are read separately). */
export interface CourseSection {
  id: string;
  name: string;
  courseId: string;
  /**
   * 0-based order within the course, or null from an upstream without the ordering extension
   * (upstream/EXTENSIONS.md); then sections cannot be reordered.
   */
  position: number | null;
}

/** A video of a section. */
export interface SectionVideo {
  id: number;
  title: string;
  /** The stored embed snippet; null when the caller is not entitled (or none was stored). */
  videoUrl: string | null;
  sectionId: string;
  /** 0-based order within the section, or null without the ordering extension. */
  position: number | null;
  /**
   * A free preview: anyone may play it (the upstream hands its address to anyone). False on an
   * upstream without the free preview extension (upstream/EXTENSIONS.md).
   */
  isPreview: boolean;
  /**
   * The video's length in whole seconds as the admin entered it; null when unknown (none
   * entered, or an upstream without the watched-lessons extension): such a lesson completes
   * when the student marks it.
   */
  durationSeconds: number | null;
}

/** Fields both course kinds share. */
export interface CourseBase {
  id: string;
  name: string;
  description: string | null;
  /** Discount in percent (e.g. 15); only applies when `hasDiscount`. */
  discount: number;
  hasDiscount: boolean;
  /** Enrolment counter stored on the course. */
  enrollments: number;
  /** Total hours (online: number of lectures), free text as stored. */
  hours: string;
  /** `/media/…` URL of the course image, or null. */
  imageUrl: string | null;
  instructorName: string | null;
  instructorDescription: string | null;
  /** `/media/…` URL of the instructor image, or null. */
  instructorImageUrl: string | null;
  /**
   * "What you will learn": short texts in the owner's order; `[]` when none, or from an upstream
   * without the course outcomes and requirements extension (upstream/EXTENSIONS.md).
   */
  outcomes: string[];
  /** "Requirements": as {@link CourseBase.outcomes}. */
  requirements: string[];
}

/** An on-demand (video) course; its prices live on its packages (EGP). */
export interface OnDemandCourse extends CourseBase {
  packages: CoursePackage[];
  sections: CourseSection[];
}

/** A live online course. */
export interface OnlineCourse extends CourseBase {
  /** Price in USD, before discount. */
  price: number;
  start: NaiveDateTime;
  end: NaiveDateTime;
}

/** The stored on-demand course record (GET /api/OnDemandCourses/{id}): objectives, no images/packages. */
export interface OnDemandCourseRecord extends Omit<CourseBase, "imageUrl" | "instructorImageUrl"> {
  objectives: string | null;
  sections: CourseSection[];
}

/** The stored online course record (GET /api/OnlineCourses/{id}): objectives and link, no images. */
export interface OnlineCourseRecord extends Omit<CourseBase, "imageUrl" | "instructorImageUrl"> {
  objectives: string | null;
  link: string | null;
  /** Price in USD, before discount. */
  price: number;
  start: NaiveDateTime;
  end: NaiveDateTime;
}

/** A student account (admins are never students). */
export interface Student {
  id: string;
  firstName: string;
  lastName: string;
  /** First and last name joined by a space. */
  fullName: string;
  userName: string;
  email: string;
  phoneNumber: string | null;
  /** 0 male, 1 female. */
  gender: number;
  /**
   * The name printed on the student's certificates: a string they chose, null for first + last
   * name, undefined when the upstream keeps no such name (legacy: certificates, if any, print
   * the full name, and the web app neither shows nor sends it).
   */
  certificateName?: string | null;
  /**
   * Whether the login e-mail is confirmed (extension "E-mail confirmation": false from a
   * student's own signup until the e-mailed link is opened); undefined from a legacy upstream,
   * which confirms nothing (then nothing is said about it).
   */
  emailConfirmed?: boolean;
  /**
   * The language of the student's e-mails (extension "Language"): "en" or "ar"; undefined from a
   * legacy upstream, whose e-mails are English (then the web app neither shows nor sends it).
   */
  language?: Language;
}

/** The course inside an enrolment (no packages or sections). */
interface EnrolledCourse {
  id: string;
  name: string;
  description: string | null;
  hours: string;
  instructorName: string | null;
  /** `/media/…` URL of the course image (looked up in the catalogue), or null. */
  imageUrl: string | null;
}

/** A student's enrolment in an on-demand course. */
export interface Enrollment {
  id: string;
  studentId: string;
  student: Student | null;
  courseId: string;
  course: EnrolledCourse | null;
  packageId: string | null;
  package: CoursePackage | null;
  /** Start of access; null when the upstream stored none (`0001-01-01`). */
  startDate: NaiveDateTime | null;
}

/** A paid document product. */
export interface Product {
  id: number;
  title: string;
  description: string | null;
  /** Price in USD; 0 means free. */
  price: number;
  isFree: boolean;
  /** `/media/…` URL of the product image, or null. */
  imageUrl: string | null;
}

/**
 * What is known of a document's uploaded file before it is downloaded (file facts extension,
 * upstream/EXTENSIONS.md): its type code (0 PDF, 1 Excel, 2 Word, 3 PowerPoint) and its size in
 * bytes, each null when unknown.
 */
export interface DocumentFile {
  type: 0 | 1 | 2 | 3 | null;
  sizeBytes: number | null;
}

/** A product read on its own, with what is known of its file. */
export interface ProductDetails extends Product {
  /** Null when no file was uploaded or nothing is known of it (a legacy upstream). */
  file: DocumentFile | null;
}

/** A free publication. */
export interface Publication {
  id: number;
  title: string;
  description: string | null;
  /** `/media/…` URL of the publication image, or null. */
  imageUrl: string | null;
}

/** A publication read on its own, which also tells whether a file was uploaded. */
export interface PublicationDetails extends Publication {
  hasFile: boolean;
  /** Null when no file was uploaded. */
  file: DocumentFile | null;
}

/** The two kinds of document: paid products and free publications (one resource on the wire). */
export type DocumentKind = "product" | "publication";

/** A product or publication as the admin tables show it. */
export interface AdminDocument {
  kind: DocumentKind;
  id: number;
  title: string;
  description: string | null;
  /** Price in USD; 0 means free (publications are always 0). */
  price: number;
  /** `/media/…` URL of the image, or null. */
  imageUrl: string | null;
  /**
   * Whether a file was uploaded: true/false when the upstream says so (the reference upstream's
   * `hasFile` extension), null when it cannot tell (the legacy upstream).
   */
  hasFile: boolean | null;
}

/** One student a product is assigned to. */
export interface ProductAssignment {
  productId: number;
  studentId: string;
  studentName: string;
}

/** One image of a consultancy project. */
interface ProjectImage {
  id: number;
  description: string | null;
  isMainImage: boolean;
  /** `/media/project-image/{id}/…` URL, or null when the file is missing. */
  imageUrl: string | null;
}

/** A consultancy project and its images. */
export interface Project {
  id: number;
  name: string;
  images: ProjectImage[];
}

/** A downloaded upstream file, streamed without buffering. */
export interface UpstreamFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Size in bytes as text, when the upstream sent it. */
  contentLength: string | null;
}
