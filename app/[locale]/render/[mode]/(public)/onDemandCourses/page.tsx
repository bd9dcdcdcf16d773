export { default, generateMetadata } from "@/app/[locale]/(public)/onDemandCourses/page";
