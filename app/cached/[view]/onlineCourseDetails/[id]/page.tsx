// The cached twin of /onlineCourseDetails/{id} for visitors (lib/cached-view.ts): the same page, rendered without
// cookies or query (force-static) and kept in Next's page cache.
export { default, generateMetadata } from "@/app/(course)/onlineCourseDetails/[id]/page";
export const dynamic = "force-static";
export const revalidate = 3600;

export function generateStaticParams(): never[] {
  return [];
}
