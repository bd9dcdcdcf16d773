export { default, metadata } from "@/app/(public)/publications/page";
