import type { Metadata } from "next";
import type { ReactElement } from "react";

/*
 * What the admin route factories (course-routes.tsx, document-routes.tsx) build for a page.tsx:
 * its metadata and its page, typed once for both families.
 */

/** An admin route module: what a page.tsx exports. */
export interface AdminRoute<Props> {
  metadata: Metadata;
  Page: (props: Props) => Promise<ReactElement>;
}

/** An admin page's metadata: its title, and never indexed. */
export function adminMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
