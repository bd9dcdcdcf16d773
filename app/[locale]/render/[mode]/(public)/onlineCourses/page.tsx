export { default, metadata } from "@/app/[locale]/(public)/onlineCourses/page";
