"use client";

import { coursePages } from "@/lib/catalogue/course-pages";
import { arCoursePages } from "@/lib/catalogue/course-pages.ar";
import type { Translated } from "@/lib/i18n/translated";
import { usePageLocale } from "@/lib/i18n/client";

/** The course pages' own texts (`messages.coursePages`) in one language. */
export type CourseTexts = Translated<typeof coursePages>;

/**
 * The course pages' own texts in the page's language, for client components on the visitors'
 * course pages: only this area's small module ships to the browser, not the whole catalogue.
 */
export function useCourseTexts(): CourseTexts {
  return usePageLocale() === "ar" ? arCoursePages : coursePages;
}
