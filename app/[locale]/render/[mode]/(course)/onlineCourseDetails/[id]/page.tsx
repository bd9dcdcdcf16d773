export { default, generateMetadata } from "@/app/[locale]/(course)/onlineCourseDetails/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
