/**
 * The `generateStaticParams` of a dynamic page (`/products/[id]`, `/editProject/[id]` …): one
 * placeholder value that names no item (every page checks an id's form before any upstream call
 * and answers not-found), so `next build` reads nothing.
 *
 * Why: with Cache Components, a dynamic route WITHOUT `generateStaticParams` is built as an empty
 * shell that is sent at once with status 200 and filled in afterwards (vercel/next.js #98647), so
 * an unknown id answered 200 and a failed read could not answer 500. With a listed value the
 * route blocks on its own render: every other id is rendered when requested, and its status
 * (404, 500) is known before the first byte.
 * @param name the route's dynamic segment, e.g. `"id"` or `"code"`.
 */
export function blockingRouteParams<Name extends string>(name: Name): () => Array<Record<Name, string>> {
  return () => [{ [name]: "_" } as Record<Name, string>];
}
