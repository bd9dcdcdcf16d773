export { default, metadata } from "@/app/[locale]/(public)/onDemandCourses/page";
