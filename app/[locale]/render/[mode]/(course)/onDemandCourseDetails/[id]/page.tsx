export { default, generateMetadata } from "@/app/[locale]/(course)/onDemandCourseDetails/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
