import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGuards, fakeHeaders, redirectTarget } from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

const state = vi.hoisted(() => ({
  session: null as Session | null,
  headers: { "next-action": "abc" } as Record<string, string>,
}));
const upstream = vi.hoisted(() => ({ sendEnquiry: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(state.headers),
  cookies: fakeHeaders().headers,
}));
vi.mock("@/lib/upstream/enquiries", () => upstream);

const { sendEnquiryAction } = await import("./enquiry-action");

const fields = {
  name: "Layla Mansour",
  email: " layla@example.com ",
  phone: "",
  company: "Nile Towers",
  projectType: "Design review",
  message: "Please review our 12-storey frame.",
  website: "",
};

beforeEach(() => {
  state.headers = { "next-action": "abc" };
  upstream.sendEnquiry.mockReset().mockResolvedValue(undefined);
});

describe("sendEnquiryAction", () => {
  it("sends the trimmed enquiry with the visitor's address and says it was sent", async () => {
    const result = await sendEnquiryAction(null, formDataOf(fields));
    expect(result).toEqual({
      ok: true,
      message: "Thank you: your enquiry was sent. We will reply by e-mail within two working days.",
    });
    expect(upstream.sendEnquiry).toHaveBeenCalledWith(
      {
        name: "Layla Mansour",
        email: "layla@example.com",
        phone: null,
        company: "Nile Towers",
        projectType: "Design review",
        message: "Please review our 12-storey frame.",
      },
      expect.objectContaining({ clientAddress: expect.any(String) }),
    );
  });

  it("answers a filled honeypot as sent and sends nothing", async () => {
    const result = await sendEnquiryAction(
      null,
      formDataOf({ ...fields, website: "http://spam.example" }),
    );
    expect(result.ok).toBe(true);
    expect(upstream.sendEnquiry).not.toHaveBeenCalled();
  });

  it("refuses an e-mail that would add a Bcc to a mailto link or a Reply-To, and sends nothing", async () => {
    const result = await sendEnquiryAction(
      null,
      formDataOf({ ...fields, email: "a@b.com?bcc=attacker%40evil.example" }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: ["Please enter a valid e-mail address"] },
    });
    expect(upstream.sendEnquiry).not.toHaveBeenCalled();
  });

  it("returns the field errors, and the upstream's throttle and a legacy upstream as their own texts", async () => {
    const invalid = await sendEnquiryAction(
      null,
      formDataOf({ ...fields, email: "nope", projectType: "Bridges" }),
    );
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: {
        email: ["Please enter a valid e-mail address"],
        projectType: ["Please choose the type of project"],
      },
    });
    upstream.sendEnquiry.mockRejectedValueOnce(upstreamRefusal(429, "slow", "POST /api/Enquiries"));
    expect(await sendEnquiryAction(null, formDataOf(fields))).toEqual({
      ok: false,
      message:
        "You have sent several enquiries already. Please wait an hour before sending another.",
    });
    upstream.sendEnquiry.mockRejectedValueOnce(
      upstreamRefusal(404, "Not Found", "POST /api/Enquiries"),
    );
    expect(await sendEnquiryAction(null, formDataOf(fields))).toEqual({
      ok: false,
      message:
        "Enquiries cannot be sent from this site at the moment. Please write to us on WhatsApp.",
    });
  });

  it("sends a post without JavaScript back to the page's notice of the outcome", async () => {
    state.headers = {};
    expect(await redirectTarget(sendEnquiryAction(null, formDataOf(fields)))).toBe(
      "/consultancyServices#enquiry-sent",
    );
    expect(
      await redirectTarget(sendEnquiryAction(null, formDataOf({ ...fields, message: "short" }))),
    ).toBe("/consultancyServices#enquiry-invalid");
    upstream.sendEnquiry.mockRejectedValueOnce(upstreamRefusal(429, "slow", "POST /api/Enquiries"));
    expect(await redirectTarget(sendEnquiryAction(null, formDataOf(fields)))).toBe(
      "/consultancyServices#enquiry-throttled",
    );
  });
});
