export { default, metadata } from "@/app/(public)/onlineCourses/page";
