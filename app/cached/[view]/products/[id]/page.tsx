// The cached twin of /products/{id} for visitors (lib/cached-view.ts): the same page, rendered without
// cookies or query (force-static) and kept in Next's page cache.
export { default, generateMetadata } from "@/app/(public)/products/[id]/page";
export const dynamic = "force-static";
export const revalidate = 3600;

export function generateStaticParams(): never[] {
  return [];
}
