export { default, metadata } from "@/app/[locale]/(public)/consultancyServices/page";
