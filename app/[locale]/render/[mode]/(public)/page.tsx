export { default, generateMetadata } from "@/app/[locale]/(public)/page";
