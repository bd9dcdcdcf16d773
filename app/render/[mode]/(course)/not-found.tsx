export { default } from "@/app/(course)/not-found";
