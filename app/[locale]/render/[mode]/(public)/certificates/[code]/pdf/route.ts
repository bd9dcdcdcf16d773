import { certificatePdfLimit } from "@/lib/auth/address-throttle";
import { requestClientAddress } from "@/lib/auth/client-address";
import { env } from "@/lib/env";
import { certificatePdf } from "@/lib/progress/certificate-file";
import { certificatePath } from "@/lib/progress/view";
import { loadCertificate } from "../load-certificate";

const plainText = { "Content-Type": "text/plain; charset=utf-8" };

/**
 * GET /certificates/{code}/pdf: the certificate as a one-page landscape PDF, to anyone who has
 * the code (the same facts as the public verification page; no e-mail or phone). `?lang=ar`
 * prints it in Arabic; any other or no `lang` in English. Throttled per client address before
 * any work (429 with `Retry-After`); the PDF is built once per certificate and language and then
 * read from the shared cache (`certificatePdf`). 404 for an unknown code, 502 when the upstream
 * failed.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/[locale]/render/[mode]/certificates/[code]/pdf">,
): Promise<Response> {
  const wait = await certificatePdfLimit().take(await requestClientAddress());
  if (wait > 0)
    return new Response("Too many certificate downloads. Please try again in a minute.", {
      status: 429,
      headers: { ...plainText, "Retry-After": String(wait), "Cache-Control": "no-store" },
    });
  const { code } = await params;
  const load = await loadCertificate(code);
  if (load.status === "missing")
    return new Response("Certificate not found", { status: 404, headers: plainText });
  if (load.status === "failed")
    return new Response("The certificate could not be read", { status: 502, headers: plainText });
  const { certificate } = load;
  // Only two values can reach the cache key: what is not "ar" is English.
  const locale = new URL(request.url).searchParams.get("lang") === "ar" ? "ar" : "en";
  const bytes = await certificatePdf(
    certificate,
    `${env.SITE_URL}${certificatePath(certificate.code)}`,
    locale,
  );
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="brightway-certificate-${certificate.code}${locale === "ar" ? "-ar" : ""}.pdf"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
