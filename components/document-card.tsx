import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { CopyLinkButton } from "@/components/copy-link-button";
import { buttonClassName } from "@/components/ui/button";
import { CoverImage } from "@/components/ui/cover-image";
import { LinkPending } from "@/components/ui/link-pending";
import { env } from "@/lib/env";
import type { Session } from "@/lib/auth/guards";
import { heldIds } from "@/lib/holdings";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/prices";
import { ImagePlaceholder } from "@/components/image-placeholder";

/** A product (price in USD) or a publication (always free) as the document views show it. */
export interface DocumentItem {
  kind: "product" | "publication";
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  /** Price in USD; 0 (and every publication) is free. */
  price: number;
}

/** The indexable page of a document: `/products/[id]` or `/publications/[id]`. */
export function documentPagePath(item: Pick<DocumentItem, "kind" | "id">): Route {
  return hrefFor(item.kind === "product" ? "/products/[id]" : "/publications/[id]", {
    id: item.id,
  });
}

/** The download address of a document through this site (never the upstream's). */
function documentDownloadPath(item: Pick<DocumentItem, "kind" | "id">): string {
  return item.kind === "product"
    ? hrefFor("/download/product/[id]", { id: item.id })
    : hrefFor("/download/publication/[id]", { id: item.id });
}

/**
 * A document's actions (spec §2): a price above 0 shows '$price' and Buy (to `/payment?product=`);
 * a free document shows Download and Copy Link (the public download URL), a free product also
 * 'Free' (its download needs a login, not a purchase). A paid product the viewer already holds
 * (`isHeld`) shows 'Purchased' and Download instead of Buy: nothing is sold twice.
 */
function DocumentActions({
  item,
  size,
  isHeld,
  messages,
  locale,
}: {
  item: DocumentItem;
  size: "md" | "lg";
  isHeld: boolean;
  /** The page's catalogue. */
  messages: Catalogue;
  locale: Locale;
}) {
  const texts = messages.publicPages.documents;
  const buttonStyle = { variant: "primary", size: size === "lg" ? "lg" : "default" } as const;
  if (isHeld) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className={`font-bold text-emerald-800 ${size === "lg" ? "text-2xl" : "text-lg"}`}>
          {texts.purchased}
        </span>
        {/* A plain <a>, not <Link>: a download is a file, not a page to route to. */}
        <a href={documentDownloadPath(item)} download className={buttonClassName(buttonStyle)}>
          {texts.download}
          <span className="sr-only">
            {" "}
            <bdi>{item.title}</bdi>
          </span>
        </a>
      </div>
    );
  }
  if (item.price > 0) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className={`font-bold text-slate-900 ${size === "lg" ? "text-2xl" : "text-lg"}`}>
          <span className="sr-only">{texts.price} </span>
          <bdi>{formatPrice(item.price, "USD", locale)}</bdi>
        </span>
        <Link
          href={hrefFor("/payment", {}, { query: { product: item.id } })}
          className={buttonClassName(buttonStyle)}
        >
          {texts.buy}
          <span className="sr-only">
            {" "}
            <bdi>{item.title}</bdi>
          </span>
        </Link>
      </div>
    );
  }
  const downloadPath = documentDownloadPath(item);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {item.kind === "product" ? (
        // A free product says so where a paid one shows its price and Buy.
        <span className={`font-bold text-emerald-800 ${size === "lg" ? "text-2xl" : "text-lg"}`}>
          {messages.documents.free}
        </span>
      ) : null}
      {/* A plain <a>, not <Link>: a download is a file, not a page to route to. */}
      <a href={downloadPath} download className={buttonClassName(buttonStyle)}>
        {texts.download}
        <span className="sr-only">
          {" "}
          <bdi>{item.title}</bdi>
        </span>
      </a>
      <CopyLinkButton url={`${env.SITE_URL}${downloadPath}`} label={item.title} />
    </div>
  );
}

/**
 * {@link DocumentActions} for the page's reader `session` (`viewerOf(mode)`; null for a visitor
 * and in the shared document): a paid product is looked up in the signed-in student's own products (read once per request with their token, lib/holdings.ts). A visitor or
 * an admin causes no read and gets exactly the actions every visitor gets.
 */
export async function DocumentActionsForViewer({
  item,
  session,
  size = "md",
}: {
  item: DocumentItem;
  session: Session | null;
  size?: "md" | "lg";
}) {
  const isHeld =
    item.kind === "product" && item.price > 0 && (await heldIds(session, "product")).has(item.id);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  return (
    <DocumentActions item={item} size={size} isHeld={isHeld} messages={messages} locale={locale} />
  );
}

/**
 * A document in a list: image, title (a link to its own page), description and its actions.
 * `preload` marks the LCP image (the first card); the title shows a spinner while its page loads.
 */
export async function DocumentCard({
  item,
  session,
  preload = false,
}: {
  item: DocumentItem;
  /** The page's reader (`viewerOf(mode)`), for the card's actions. */
  session: Session | null;
  preload?: boolean;
}) {
  const { documents } = (await getCatalogue()).publicPages;
  const pagePath = documentPagePath(item);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CoverImage
        src={item.imageUrl}
        alt={documents.coverAlt(item.title)}
        preload={preload}
        className="aspect-[4/3]"
        placeholder={<ImagePlaceholder of="document" />}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link href={pagePath} className="hover:text-brand-800 hover:underline">
            {item.title}
            <LinkPending />
          </Link>
        </h2>
        {item.description ? (
          <p dir="auto" className="line-clamp-4 flex-1 text-sm leading-6 text-slate-700">
            {item.description}
          </p>
        ) : (
          <div className="flex-1" />
        )}
        <DocumentActionsForViewer item={item} session={session} />
      </div>
    </article>
  );
}

/** The large image of a document's own page. */
export async function DocumentHeroImage({ item }: { item: DocumentItem }) {
  const { documents } = (await getCatalogue()).publicPages;
  return (
    <CoverImage
      src={item.imageUrl}
      alt={documents.coverAlt(item.title)}
      sizes="(min-width: 1024px) 480px, 100vw"
      preload
      className="aspect-[4/3] overflow-hidden rounded-xl"
      placeholder={<ImagePlaceholder of="document" />}
    />
  );
}
