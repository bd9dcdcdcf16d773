export { default, metadata } from "@/app/(public)/products/page";
