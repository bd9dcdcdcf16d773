export { default, generateMetadata } from "@/app/[locale]/(public)/products/page";
