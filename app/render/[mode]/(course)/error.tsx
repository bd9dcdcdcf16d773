"use client";

export { default } from "@/app/(course)/error";
