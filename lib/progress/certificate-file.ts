import "server-only";
import { type CertificateLocale, renderCertificatePdf } from "@/lib/progress/certificate-pdf";
import { catalogueEntry } from "@/lib/upstream/catalogue-cache";
import type { Certificate } from "@/lib/upstream/progress";

/**
 * The certificate's PDF (bytes starting `%PDF`) in `locale`'s language, built once per
 * certificate and language and kept in the
 * shared cache (`'use cache'`: Redis with `REDIS_URL`) as a catalogue entry tagged like its read,
 * `certificate:{code}`, so a change that expires the certificate expires its PDF too. Why: a
 * render costs about 100 ms of CPU (fonts, Arabic shaping, a QR code) and the PDF of a
 * certificate never changes, so every request after the first is a cache read. The key is the
 * certificate's facts, `verifyUrl` and `locale`, so a corrected name is a new entry, never a stale
 * file, and the English and the Arabic PDF are two entries (one tag expires both).
 */
export async function certificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  locale: CertificateLocale,
): Promise<Uint8Array> {
  "use cache";
  catalogueEntry([`certificate:${certificate.code}`]);
  return renderCertificatePdf(certificate, verifyUrl, locale);
}
