"use client";

// A twin page whose upstream read failed throws: 500, nothing cached, the spec text shown.
export { PageFailure as default } from "@/components/page-failure";
