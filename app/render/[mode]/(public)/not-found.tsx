export { default } from "@/app/(public)/not-found";
