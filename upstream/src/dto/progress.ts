/*
 * Wire shapes of the learning-progress extension (upstream/EXTENSIONS.md "## Learning progress").
 * The legacy API has none of these; dates are naive UTC `YYYY-MM-DDTHH:mm:ss` like every wire date.
 */

/** Completed and total videos of one section of a course. */
export interface SectionProgressDto {
  sectionId: string;
  totalVideos: number;
  completedVideos: number;
}

/** The certificate of a (student, course), as progress reads show it. */
export interface CertificateRefDto {
  code: string;
  issuedAt: string;
}

/**
 * One student's progress in one course. `percent` is a whole number 0–100, rounded down (100 only
 * when every video is done; 0 for a course without videos). Only completions of videos that are
 * still in the course count. `canRecord` says whether the student may record completions now
 * (enrolled and access running); `lastActivityAt` is the latest completion, or null.
 */
export interface CourseProgressDto {
  courseId: string;
  studentId: string;
  totalVideos: number;
  completedVideos: number;
  percent: number;
  completedVideoIds: number[];
  sections: SectionProgressDto[];
  lastActivityAt: string | null;
  canRecord: boolean;
  certificate: CertificateRefDto | null;
}

/** A row of the progress lists (a student's courses; a course's students). */
export interface ProgressSummaryDto {
  studentId: string;
  studentName: string;
  courseId: string;
  courseName: string;
  totalVideos: number;
  completedVideos: number;
  percent: number;
  lastActivityAt: string | null;
  certificateCode: string | null;
}

/**
 * A certificate of completion, public by its code: the student's full name (as on the profile
 * when it was issued), the course, the package and the dates. Nothing else of the student.
 */
export interface CertificateDto {
  code: string;
  studentName: string;
  courseId: string;
  courseName: string;
  packageName: string | null;
  completedAt: string;
  issuedAt: string;
}

/** Whole percent, rounded down, so 100 means every video is done; 0 when there is nothing to do. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}
