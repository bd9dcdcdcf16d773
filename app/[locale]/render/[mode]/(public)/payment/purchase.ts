import "server-only";
import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";
import { parseIntId } from "@/lib/ids";
import { displayPrice, type Currency, type DisplayPrice } from "@/lib/prices";
import { getCourse } from "@/lib/upstream/courses";
import { getDocument } from "@/lib/upstream/documents";
import type { Session } from "@/lib/auth/guards";
import { holds } from "@/lib/holdings";
import { getCatalogue } from "@/lib/i18n/server";
import { parseSearchParams, type SearchParams } from "@/lib/search-params";
import { itemQuery } from "./query";

/** What the payment page was opened for, with its amount as read from the upstream. */
export interface Purchase {
  /** What is being bought, as the buyer reads it. */
  title: string;
  /** What kind of thing it is ("Online course", "On-demand course package", "Product"). */
  kind: string;
  price: DisplayPrice;
  currency: Currency;
  /** The item's own page, to go back to. */
  href: Route;
}

/** The payment page's item: a purchase, nothing asked for, an unknown item, or a failed read. */
export type PurchaseLookup =
  | { status: "none" }
  | { status: "found"; purchase: Purchase }
  | { status: "choose-package"; title: string; href: Route }
  /**
   * The signed-in student already holds this online course or product: nothing is sold.
   * `message` says so; `href` is the course's page or the product's download.
   */
  | { status: "held"; title: string; message: string; href: string; linkText: string }
  | { status: "missing" };

/** A found item: what it is, its price and currency, and its own page. */
function found(
  title: string,
  kind: string,
  price: DisplayPrice,
  currency: Currency,
  href: Route,
): PurchaseLookup {
  return { status: "found", purchase: { title, kind, price, currency, href } };
}

/**
 * Looks up what `/payment` was opened for: `?product={id}` (USD), `?course={id}&package={id}` (an
 * on-demand package, EGP, with the course discount) or `?course={id}` (an online course, USD, with
 * its discount).
 *
 * An online course or product the `session`'s student already holds is "held" (read per request
 * with their token, lib/holdings.ts; null `session`: a visitor): the page then sells nothing. On-demand packages are sold
 * again (a package runs out).
 *
 * Security boundary: only ids come from the URL. Names and amounts are always read from the
 * upstream (cached public reads), so a crafted link cannot show a lower price.
 * @throws UpstreamError when a read fails (the page shows the instructions without the item).
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export async function lookUpPurchase(
  session: Session | null,
  query: SearchParams,
): Promise<PurchaseLookup> {
  const item = parseSearchParams(query, itemQuery);
  const messages = await getCatalogue();
  const texts = messages.publicPages.payment;
  const [productParam, courseId, packageId] = [item.product, item.course, item.package].map((id) =>
    id?.trim(),
  );

  if (productParam) {
    const productId = parseIntId(productParam);
    const product = productId === null ? null : await getDocument("product", productId);
    if (!product) return { status: "missing" };
    if (await holds(session, { kind: "product", id: product.id })) {
      const href = hrefFor("/download/product/[id]", { id: product.id });
      return {
        status: "held",
        title: product.title,
        message: messages.orders.alreadyHaveProduct,
        href,
        linkText: texts.download,
      };
    }
    const price = displayPrice(product.price, { discount: 0, hasDiscount: false });
    return found(
      product.title,
      texts.kinds.product,
      price,
      "USD",
      hrefFor("/products/[id]", { id: product.id }),
    );
  }

  if (!courseId) return { status: "none" };

  if (packageId) {
    const course = await getCourse("on-demand", courseId);
    const pkg = course?.packages.find(
      (candidate) => candidate.id.toLowerCase() === packageId.toLowerCase(),
    );
    if (!course || !pkg) return { status: "missing" };
    const title = texts.packageTitle(course.name, pkg.durationMonths);
    const href = hrefFor("/onDemandCourseDetails/[id]", { id: course.id });
    return found(title, texts.kinds.package, displayPrice(pkg.price, course), "EGP", href);
  }

  const online = await getCourse("online", courseId);
  if (online) {
    const href = hrefFor("/onlineCourseDetails/[id]", { id: online.id });
    if (await holds(session, { kind: "onlineCourse", id: online.id })) {
      return {
        status: "held",
        title: online.name,
        message: messages.orders.alreadyEnrolled,
        href,
        linkText: texts.goToCourse,
      };
    }
    return found(online.name, texts.kinds.online, displayPrice(online.price, online), "USD", href);
  }
  // An on-demand course is bought by package: send the buyer to pick one.
  const onDemand = await getCourse("on-demand", courseId);
  if (onDemand) {
    return {
      status: "choose-package",
      title: onDemand.name,
      href: hrefFor("/onDemandCourseDetails/[id]", { id: onDemand.id }),
    };
  }
  return { status: "missing" };
}
