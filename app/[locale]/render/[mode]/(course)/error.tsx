"use client";

export { default } from "@/app/[locale]/(course)/error";
