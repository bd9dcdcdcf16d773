export { default, generateMetadata } from "@/app/[locale]/(public)/publications/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
