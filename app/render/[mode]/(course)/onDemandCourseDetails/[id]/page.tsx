export { default, generateMetadata } from "@/app/(course)/onDemandCourseDetails/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
