export { default } from "@/app/[locale]/(public)/not-found";
