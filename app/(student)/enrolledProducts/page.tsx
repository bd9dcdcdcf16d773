import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingSpinner } from "@/components/course/loading-spinner";
import { EnrolledProducts } from "@/components/student/enrolled-products";
import { requireStudent } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Enrolled Products", robots: { index: false } };

/** Spec §2 "Enrolled products": the logged-in student's own products, each with Download. Students only. */
export default async function EnrolledProductsPage() {
  const session = await requireStudent("/enrolledProducts");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Enrolled Products</h1>
      <div className="mt-8">
        <Suspense fallback={<LoadingSpinner />}>
          <EnrolledProducts session={session} studentId={session.userId} />
        </Suspense>
      </div>
    </div>
  );
}
