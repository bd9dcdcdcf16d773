export { default, generateMetadata } from "@/app/[locale]/(public)/consultancyServices/page";
