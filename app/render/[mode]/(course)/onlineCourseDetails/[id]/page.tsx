export { default, generateMetadata } from "@/app/(course)/onlineCourseDetails/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
