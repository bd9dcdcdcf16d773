export { default } from "@/app/[locale]/(course)/layout";
