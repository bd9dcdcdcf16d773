import { log } from "@/lib/log";
import type { Metadata } from "next";
import {
  AssignProductPicker,
  type AssignableProduct,
} from "@/app/(admin)/assignStudentToProduct/_components/assign-product-picker";
import { loadStudentPage, StudentListFrame } from "@/app/(admin)/_components/student-list";
import { requireAdmin } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";
import { listDocuments } from "@/lib/upstream/documents";
import { MAX_PAGE_SIZE } from "@/lib/paging";
import type { SearchParamsProp } from "@/lib/search-params";

export const metadata: Metadata = { title: "Add Student To Product", robots: { index: false } };

type Props = { searchParams: SearchParamsProp };

const basePath = "/assignStudentToProduct";

/** Most product pages read for the dialog (50 each): a bound, not an expected size. */
const MAX_PRODUCT_PAGES = 20;

/** Every product (the upstream pages at most 50), trimmed to what the dialog shows (USD). */
async function loadProducts(): Promise<{ products: AssignableProduct[]; error?: string }> {
  try {
    const products: AssignableProduct[] = [];
    for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
      const batch = await listDocuments("product", { page, pageSize: MAX_PAGE_SIZE });
      products.push(
        ...batch.map(({ id, title, price, imageUrl }) => ({ id, title, price, imageUrl })),
      );
      if (batch.length < MAX_PAGE_SIZE) break;
    }
    return { products };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error({ endpoint: error.endpoint, upstreamStatus: error.status }, "assign product: products failed");
    return { products: [], error: messages.documents.productsFailed };
  }
}

/**
 * Spec §2 "Admin assignment screens": a searchable, paged student table; a row opens the
 * products (ID, image, name, price) with 'Assign To Student'. Admin only (checked here as well as
 * in the layout and in the action).
 */
export default async function AssignStudentToProductPage({ searchParams }: Props) {
  const session = await requireAdmin(basePath);
  const [state, { products, error }] = await Promise.all([
    loadStudentPage(session, await searchParams, basePath),
    loadProducts(),
  ]);
  return (
    <StudentListFrame
      title="Add Student To Product"
      intro="Find the student, open their row and assign the product they paid for."
      basePath={basePath}
      state={state}
    >
      {state.status === "ok" ? (
        <AssignProductPicker students={state.students} products={products} productsError={error} />
      ) : null}
    </StudentListFrame>
  );
}
