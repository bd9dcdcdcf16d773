export { default } from "@/app/(course)/layout";
