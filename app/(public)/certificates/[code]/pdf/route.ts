import { env } from "@/lib/env";
import { renderCertificatePdf } from "@/lib/progress/certificate-pdf";
import { certificatePath } from "@/lib/progress/view";
import { loadCertificate } from "../load-certificate";

/**
 * GET /certificates/{code}/pdf: the certificate as a one-page landscape PDF, to anyone who has
 * the code (the same facts as the public verification page; no e-mail or phone). 404 for an
 * unknown code, 502 when the upstream failed.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/certificates/[code]/pdf">,
): Promise<Response> {
  const { code } = await params;
  const load = await loadCertificate(code);
  if (load.status === "missing")
    return new Response("Certificate not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (load.status === "failed")
    return new Response("The certificate could not be read", {
      status: 502,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { certificate } = load;
  const bytes = await renderCertificatePdf(
    certificate,
    `${env.SITE_URL}${certificatePath(certificate.code)}`,
  );
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="brightway-certificate-${certificate.code}.pdf"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
