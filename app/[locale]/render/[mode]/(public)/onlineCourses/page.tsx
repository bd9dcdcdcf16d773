export { default, generateMetadata } from "@/app/[locale]/(public)/onlineCourses/page";
