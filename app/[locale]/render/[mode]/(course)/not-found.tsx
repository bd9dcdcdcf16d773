export { default } from "@/app/[locale]/(course)/not-found";
