import { beforeEach, describe, expect, it, vi } from "vitest";

// Before: every request rendered the PDF anew (about 100 ms of CPU each, fonts, Arabic shaping
// and a QR code) and nothing limited how often one address could ask.

const cacheCalls: string[][] = [];
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => cacheCalls.push(["tag", ...tags]),
  cacheLife: (profile: string) => cacheCalls.push(["life", profile]),
}));

const address = vi.hoisted(() => ({ current: "203.0.113.7" }));
vi.mock("@/lib/auth/client-address", () => ({
  requestClientAddress: async () => address.current,
}));

const certificate = {
  code: "abcd-efgh-jkmn",
  studentName: "Mariam Hassan",
  courseId: "0b6c3f9e-6a0e-4d8e-9d7c-1f2a3b4c5d6e",
  courseName: "ETABS for High-Rise Buildings",
  packageName: "6 Months",
  completedAt: "2026-11-20T10:00:00",
  issuedAt: "2026-11-20T10:00:01",
  liveAttendance: null,
  courseHours: null,
  finalExamPercent: null,
};
const loadCertificate = vi.hoisted(() => vi.fn());
vi.mock("../load-certificate", () => ({ loadCertificate }));
const renderCertificatePdf = vi.hoisted(() => vi.fn());
vi.mock("@/lib/progress/certificate-pdf", () => ({ renderCertificatePdf }));

const { GET } = await import("./route");

const get = (code = certificate.code, query = "") =>
  GET(new Request(`http://localhost/certificates/${code}/pdf${query}`), {
    params: Promise.resolve({ mode: "per-request", locale: "en", code }),
  });

beforeEach(() => {
  cacheCalls.length = 0;
  address.current = "203.0.113.7";
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("brightway.certificatePdfLimit")];
  loadCertificate.mockReset().mockResolvedValue({ status: "found", certificate });
  renderCertificatePdf.mockReset().mockResolvedValue(new TextEncoder().encode("%PDF-1.7 test"));
});

describe("GET /certificates/{code}/pdf", () => {
  it("builds the PDF as a shared cache entry of its certificate (tag certificate:{code}, the catalogue's lifetime)", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toBe("%PDF-1.7 test");
    expect(renderCertificatePdf).toHaveBeenCalledWith(
      certificate,
      "http://localhost:3000/certificates/abcd-efgh-jkmn",
      "en",
    );
    expect(cacheCalls).toEqual([
      ["tag", "certificate:abcd-efgh-jkmn"],
      ["life", "catalogue"],
    ]);
  });

  it("prints the certificate in Arabic for ?lang=ar, and in English for any other lang", async () => {
    const arabic = await get(certificate.code, "?lang=ar");
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get("content-disposition")).toBe(
      'attachment; filename="brightway-certificate-abcd-efgh-jkmn-ar.pdf"',
    );
    expect(renderCertificatePdf).toHaveBeenLastCalledWith(
      certificate,
      "http://localhost:3000/certificates/abcd-efgh-jkmn",
      "ar",
    );
    // The same tag as the English PDF: a change to the certificate expires both.
    expect(cacheCalls).toEqual([
      ["tag", "certificate:abcd-efgh-jkmn"],
      ["life", "catalogue"],
    ]);

    for (const query of ["?lang=fr", "?lang=AR", "?lang=ar-EG", "?lang=", "?lang=en"]) {
      const response = await get(certificate.code, query);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="brightway-certificate-abcd-efgh-jkmn.pdf"',
      );
      expect(renderCertificatePdf).toHaveBeenLastCalledWith(
        certificate,
        "http://localhost:3000/certificates/abcd-efgh-jkmn",
        "en",
      );
    }
  });

  it("answers an address's 31st request in a minute with 429 and Retry-After, before reading or rendering anything", async () => {
    for (let i = 0; i < 30; i++) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(
      "Too many certificate downloads. Please try again in a minute.",
    );
    expect(loadCertificate).toHaveBeenCalledTimes(30);
    expect(renderCertificatePdf).toHaveBeenCalledTimes(30);

    // Another address is served.
    address.current = "198.51.100.20";
    expect((await get()).status).toBe(200);
  });

  it("counts an IPv6 /64 as one address", async () => {
    for (let i = 0; i < 30; i++) {
      address.current = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await get()).status).toBe(200);
    }
    address.current = "2001:db8:1:2:ffff::1";
    expect((await get()).status).toBe(429);
  });

  it("answers 404 for an unknown code and 502 when the upstream failed, rendering nothing", async () => {
    loadCertificate.mockResolvedValueOnce({ status: "missing" });
    expect((await get("zzzz-zzzz-zzzz")).status).toBe(404);
    loadCertificate.mockResolvedValueOnce({ status: "failed" });
    expect((await get()).status).toBe(502);
    expect(renderCertificatePdf).not.toHaveBeenCalled();
  });
});
