export { default, metadata } from "@/app/[locale]/(public)/publications/page";
