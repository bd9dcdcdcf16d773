export { default, metadata } from "@/app/(public)/onDemandCourses/page";
