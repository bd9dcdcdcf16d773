export { default } from "@/app/(public)/layout";
