import type { Metadata } from "next";

/** An admin page's metadata: its title, and never indexed. */
export function adminMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
