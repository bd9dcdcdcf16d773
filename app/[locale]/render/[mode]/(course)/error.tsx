"use client";

// A public page whose upstream read failed throws (a 5xx no cache keeps); this shows its spec text.
export { PageFailure as default } from "@/components/page-failure";
