/**
 * LinkedIn's "Add to profile" link for a certificate (client-safe, pure).
 */
import { datePart } from "@/lib/dates";
import { CERTIFICATE_ISSUER } from "./view";

/** LinkedIn's address that opens the member's "Add license or certification" form, filled in. */
const LINKEDIN_ADD_TO_PROFILE = "https://www.linkedin.com/profile/add";

/**
 * The LinkedIn address that adds a certificate to the viewer's own profile (LinkedIn's "Add to
 * Profile" link for certifications): `startTask=CERTIFICATION_NAME`, `name` (the course's name),
 * `organizationName` ({@link CERTIFICATE_ISSUER}), `issueYear` and `issueMonth` (1–12) of the
 * issue date as the certificate states it (the date part of the naive UTC `issuedAt`), `certUrl`
 * (the absolute address of its public verification page) and `certId` (the code as printed, upper
 * case). Every value is percent-encoded (`%20` for a space). LinkedIn asks the member to confirm:
 * nothing is added without them.
 * @param certificateUrl the verification page's absolute URL (`SITE_URL` + `certificatePath`).
 * @returns null when `issuedAt` is not a naive date-time (no link is offered then).
 */
export function linkedInAddToProfileUrl(
  certificate: { courseName: string; code: string; issuedAt: string },
  certificateUrl: string,
): string | null {
  const issued = datePart(certificate.issuedAt);
  if (!issued) return null;
  const fields: [string, string][] = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", certificate.courseName],
    ["organizationName", CERTIFICATE_ISSUER],
    ["issueYear", String(Number(issued.slice(0, 4)))],
    ["issueMonth", String(Number(issued.slice(5, 7)))],
    ["certUrl", certificateUrl],
    ["certId", certificate.code.toUpperCase()],
  ];
  const query = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `${LINKEDIN_ADD_TO_PROFILE}?${query}`;
}
