export { default, generateMetadata } from "@/app/(public)/publications/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
