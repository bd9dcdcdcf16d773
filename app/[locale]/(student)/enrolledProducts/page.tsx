import type { Metadata } from "next";
import { EnrolledPage } from "@/components/student/enrolled-page";
import { EnrolledProducts } from "@/components/student/enrolled-products";
import { getCatalogue } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getCatalogue()).accountPages.enrolled.productsTitle,
    robots: { index: false },
  };
}

/** Spec §2 "Enrolled products": the logged-in student's own products, each with Download. Students only. */
export default async function EnrolledProductsPage() {
  const { enrolled } = (await getCatalogue()).accountPages;
  return (
    <EnrolledPage path="/enrolledProducts" title={enrolled.productsTitle} List={EnrolledProducts} />
  );
}
