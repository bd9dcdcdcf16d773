import type { Metadata } from "next";
import { AssignProductPicker } from "@/app/[locale]/(admin)/assignStudentToProduct/_components/assign-product-picker";
import { AssignStudentPage } from "@/app/[locale]/(admin)/_components/student-list";
import { getCatalogue } from "@/lib/i18n/server";
import { listDocuments } from "@/lib/upstream/documents";
import { MAX_PAGE_SIZE } from "@/lib/paging";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.assign.productTitle, robots: { index: false } };
}

/** Most product pages read for the dialog (50 each): a bound, not an expected size. */
const MAX_PRODUCT_PAGES = 20;

/** Every product (the upstream pages at most 50), trimmed to what the dialog shows (USD). */
async function readProducts() {
  const products = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
    const batch = await listDocuments("product", { page, pageSize: MAX_PAGE_SIZE });
    products.push(
      ...batch.map(({ id, title, price, imageUrl }) => ({ id, title, price, imageUrl })),
    );
    if (batch.length < MAX_PAGE_SIZE) break;
  }
  return products;
}

/**
 * Spec §2 "Admin assignment screens": a searchable, paged student table; a row opens the
 * products (ID, image, name, price) with 'Assign To Student'. Admin only (checked here as well as
 * in the layout and in the action).
 */
export default async function AssignStudentToProductPage({
  searchParams,
}: PageProps<"/[locale]/assignStudentToProduct">) {
  const messages = await getCatalogue();
  const t = messages.adminForms.assign;
  return (
    <AssignStudentPage
      searchParams={searchParams}
      basePath="/assignStudentToProduct"
      title={t.productTitle}
      intro={t.productIntro}
      readCatalogue={readProducts}
      catalogueFailed={messages.documents.productsFailed}
      Picker={AssignProductPicker}
    />
  );
}
