import { hrefFor } from "@/lib/routes/manifest";
import { EnrolledList, type EnrolledViewProps } from "@/components/student/enrolled-list";
import { buttonClassName } from "@/components/ui/button";
import { getCatalogue } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { listStudentProducts } from "@/lib/upstream/students";
import type { Product } from "@/lib/upstream/types";
import { CoverImage } from "@/components/ui/cover-image";

function EnrolledProductCard({
  product,
  headingLevel,
  texts,
}: {
  product: Product;
  headingLevel: "h2" | "h3";
  texts: Catalogue["accountPages"]["enrolled"];
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CoverImage
        src={product.imageUrl}
        alt={texts.coverOf(product.title)}
        className="aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold text-slate-900">
          <bdi>{product.title}</bdi>
        </Heading>
        {product.description ? (
          <p dir="auto" className="line-clamp-4 flex-1 text-sm leading-6 text-slate-700">
            {product.description}
          </p>
        ) : (
          <div className="flex-1" />
        )}
        {/* A plain <a>: the file comes through this site's download route, which checks the
            assignment with the session's own id; the upstream's address never reaches the page. */}
        <a
          href={hrefFor("/download/product/[id]", { id: product.id })}
          download
          className={buttonClassName("primary", "self-start")}
        >
          {texts.download}
          <span className="sr-only">
            {" "}
            <bdi>{product.title}</bdi>
          </span>
        </a>
      </div>
    </article>
  );
}

/**
 * A student's enrolled products (spec §2 "Enrolled products"): cards with image, title,
 * description and Download. Empty: 'No Enrolled Products yet.'; failure: 'failed to get student
 * products'. Reads GET /api/Students/Products/{studentId} with the session's token: the caller must
 * have checked that the session may see `studentId` (its own id, or an admin).
 */
export async function EnrolledProducts({
  session,
  studentId,
  headingLevel = "h2",
}: EnrolledViewProps) {
  const messages = await getCatalogue();
  return (
    <EnrolledList
      session={session}
      studentId={studentId}
      list={listStudentProducts}
      what="enrolled products"
      failedText={messages.student.productsFailed}
      emptyText={messages.student.noEnrolledProducts}
      keyOf={(product) => product.id}
      renderItem={(product) => (
        <EnrolledProductCard
          product={product}
          headingLevel={headingLevel}
          texts={messages.accountPages.enrolled}
        />
      )}
    />
  );
}
