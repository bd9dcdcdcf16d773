import "server-only";
import { createHash } from "node:crypto";
import { hrefFor } from "@/lib/routes/manifest";

/**
 * Kinds of upstream image the `/media/{kind}/{id}/{version}` route handler can serve. Each maps
 * to the upstream read that carries the image as base64 inside JSON.
 */
export const mediaKinds = [
  "header",
  "on-demand-course",
  "on-demand-instructor",
  "online-course",
  "online-instructor",
  "product",
  "publication",
  "project-image",
] as const;

/** One of {@link mediaKinds}. */
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The same-origin URL of an upstream image, or `null` when the upstream has none.
 *
 * The last segment is a version derived from the bytes (12 hex characters of SHA-256), so the
 * URL changes whenever the image does and the route can answer with a one-year immutable cache.
 * Base64 never reaches the browser: components get this URL instead.
 */
export function mediaUrl(
  kind: MediaKind,
  id: string | number,
  base64: string | null | undefined,
): string | null {
  if (!base64) return null;
  return hrefFor("/media/[kind]/[id]/[version]", { kind, id, version: mediaVersion(base64) });
}

/** 12 hex characters of SHA-256 over the base64 text: a cheap, stable content version. */
export function mediaVersion(base64: string): string {
  return createHash("sha256").update(base64).digest("hex").slice(0, 12);
}
