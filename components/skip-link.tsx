import { getCatalogue } from "@/lib/i18n/server";

/** "Skip to content": the first focusable element of every page, targeting `<main id="main">`. */
export async function SkipLink() {
  const { publicPages } = await getCatalogue();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {publicPages.skipLink}
    </a>
  );
}
