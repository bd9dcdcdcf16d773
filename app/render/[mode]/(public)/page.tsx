export { default, metadata } from "@/app/(public)/page";
