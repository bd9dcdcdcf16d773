export { default } from "@/app/[locale]/(public)/layout";
