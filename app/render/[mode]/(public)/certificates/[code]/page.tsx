export { default, generateMetadata } from "@/app/(public)/certificates/[code]/page";
export { noCodesAhead as generateStaticParams } from "@/lib/render-mode";
