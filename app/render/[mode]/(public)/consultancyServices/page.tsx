export { default, metadata } from "@/app/(public)/consultancyServices/page";
