import type { Metadata } from "next";
import { DocumentForm } from "@/app/(admin)/_components/document-form";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Create New Product", robots: { index: false } };

/**
 * Spec §2 "Create product": file name, price in $ (0 means free), photo (optional), file, file
 * type, description. Admin only (checked here as well as in the layout and the upload route).
 */
export default async function CreateProductPage() {
  await requireAdmin("/createProduct");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Create New Product
      </h1>
      <p className="mt-2 text-slate-700">
        A paid document (Excel sheet, book, article). Students get it once you assign it to them; a
        price of 0 makes it free for every logged-in student.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <DocumentForm kind="product" />
      </div>
    </div>
  );
}
