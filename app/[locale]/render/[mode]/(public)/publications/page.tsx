export { default, generateMetadata } from "@/app/[locale]/(public)/publications/page";
