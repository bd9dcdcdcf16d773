import type { Metadata } from "next";
import { DocumentForm } from "@/app/(admin)/_components/document-form";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Create New Publication", robots: { index: false } };

/**
 * Spec §2 "Create publication": file name, photo (optional), file (a PDF), description. Admin only
 * (checked here as well as in the layout and the upload route).
 */
export default async function CreatePublicationPage() {
  await requireAdmin("/createPublication");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Create New Publication
      </h1>
      <p className="mt-2 text-slate-700">
        A free PDF anyone can download from the Publications page, no login needed.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <DocumentForm kind="publication" />
      </div>
    </div>
  );
}
