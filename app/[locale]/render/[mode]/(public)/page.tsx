export { default, metadata } from "@/app/[locale]/(public)/page";
