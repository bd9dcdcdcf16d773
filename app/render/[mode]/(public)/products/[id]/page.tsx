export { default, generateMetadata } from "@/app/(public)/products/[id]/page";
export { noItemsAhead as generateStaticParams } from "@/lib/render-mode";
