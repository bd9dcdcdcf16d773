export { default, generateMetadata } from "@/app/[locale]/(public)/products/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
