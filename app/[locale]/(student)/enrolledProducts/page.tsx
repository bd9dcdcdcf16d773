import type { Metadata } from "next";
import { EnrolledPage } from "@/components/student/enrolled-page";
import { EnrolledProducts } from "@/components/student/enrolled-products";

export const metadata: Metadata = { title: "Enrolled Products", robots: { index: false } };

/** Spec §2 "Enrolled products": the logged-in student's own products, each with Download. Students only. */
export default function EnrolledProductsPage() {
  return (
    <EnrolledPage path="/enrolledProducts" title="Enrolled Products" List={EnrolledProducts} />
  );
}
