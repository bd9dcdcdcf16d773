import "server-only";
import { cache } from "react";
import { getCertificate, type Certificate } from "@/lib/upstream/progress";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** A certificate read for the page, its metadata and its PDF. */
export type CertificateLoad =
  { status: "found"; certificate: Certificate } | { status: "missing" } | { status: "failed" };

/**
 * The certificate with this code, read once per request (a cached public read: certificates never
 * change). Unknown or malformed codes, and an upstream without the progress extension, are "missing".
 */
export const loadCertificate = cache(async (code: string): Promise<CertificateLoad> => {
  try {
    const certificate = await getCertificate(code);
    return certificate ? { status: "found", certificate } : { status: "missing" };
  } catch (error) {
    logUpstreamFailure(error, "certificates/[code]: read failed");
    return { status: "failed" };
  }
});
