"use client";

export { default } from "@/app/[locale]/(public)/error";
