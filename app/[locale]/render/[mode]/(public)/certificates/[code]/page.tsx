export { default, generateMetadata } from "@/app/[locale]/(public)/certificates/[code]/page";
export { noCodesAhead as generateStaticParams } from "@/lib/render-mode";
