// The cached twin of /onDemandCourseDetails/{id} for visitors (lib/cached-view.ts): the same page, rendered without
// cookies or query (force-static) and kept in Next's page cache.
export { default, generateMetadata } from "@/app/(course)/onDemandCourseDetails/[id]/page";
export const dynamic = "force-static";
export const revalidate = 3600;

export function generateStaticParams(): never[] {
  return [];
}
