export { default, metadata } from "@/app/[locale]/(public)/products/page";
