import { ItemNotFound } from "@/components/not-found-content";
import { resolveRenderMode } from "@/lib/render-mode";

/**
 * The not-found document of each language: `proxy.ts` rewrites here a path no page or route
 * handler serves (`/nope`, `/ar/nope`) and a details page's malformed id. A stored document like
 * every shared page, so it answers 404 with the language's not-found page drawn on the server
 * (`ItemNotFound`: a bare `notFound()` here would show nothing without JavaScript).
 */
export default async function UnmatchedDocument({
  params,
}: PageProps<"/[locale]/render/[mode]/[...rest]">) {
  return <ItemNotFound mode={await resolveRenderMode(params)} />;
}

/** Nothing ahead: as every shared page, rendered at its first request, then stored. */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: ["none"] }];
}
