"use client";

export { default } from "@/app/(public)/error";
