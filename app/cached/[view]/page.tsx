// The cached twin of / for visitors (lib/cached-view.ts): the same page, rendered without
// cookies or query (force-static) and kept in Next's page cache.
export { default, metadata } from "@/app/(public)/page";
export const dynamic = "force-static";
export const revalidate = 3600;
