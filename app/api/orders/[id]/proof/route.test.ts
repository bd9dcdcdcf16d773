import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import * as orders from "@/lib/upstream/orders";
import { pngBomb } from "@brightway/upstream/test/png-bomb";
import { pngFile, postForm, untouchableUpload } from "@/test/admin-route-support";
import { fakesOf, state } from "@/test/server-mocks";

vi.mock("@/lib/upstream/orders");
const upstream = fakesOf(orders);

const { POST } = await import("./route");

const orderId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const buyer: Session = {
  userId: "buyer",
  token: "buyer-token",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};

function post(file: Blob | null): Request {
  const form = new FormData();
  if (file) form.set("file", file, "proof.png");
  return postForm("/api/orders/x/proof", form);
}

/** The read counters of the {@link untouchable} uploads of this test. */
const uploads: Array<() => number> = [];
/** Bodies read so far by {@link untouchable} requests. */
const pulls = () => uploads.reduce((sum, reads) => sum + reads(), 0);

/** A proof upload whose body counts every read: a refusal must come before the first. */
function untouchable(): Request {
  const upload = untouchableUpload("/api/orders/x/proof");
  uploads.push(upload.reads);
  return upload.request;
}

const params = (id = orderId) => ({ params: Promise.resolve({ id }) });
const png = () => pngFile(20, 10, "proof.png");

beforeEach(() => {
  uploads.length = 0;
  state.session = buyer;
  upstream.getOrder.mockResolvedValue({
    id: orderId,
    studentId: "buyer",
    status: "awaiting_proof",
  });
  upstream.uploadOrderProof.mockResolvedValue({ status: "proof_submitted" });
});

describe("POST /api/orders/{id}/proof", () => {
  it("sends the buyer's image, normalised to JPEG, with the buyer's token", async () => {
    const response = await POST(post(await png()), params());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      data: { status: "proof_submitted" },
      message: "Proof received: waiting for approval.",
    });
    const [id, image, token] = upstream.uploadOrderProof.mock.calls[0]!;
    expect([id, token]).toEqual([orderId, "buyer-token"]);
    expect((image as Blob).type).toBe("image/jpeg");
  });

  it("refuses a file that is not an image and sends nothing", async () => {
    const response = await POST(
      post(new Blob(["%PDF-1.4 not an image"], { type: "image/png" })),
      params(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).ok).toBe(false);
    expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
  });

  it("refuses a bad order id before reading the order, and a non-image by its bytes, with the same texts", async () => {
    const badId = await POST(post(await png()), params("not-a-guid"));
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ ok: false, message: "Failed to upload" });
    expect(upstream.getOrder).not.toHaveBeenCalled();
    const notImage = await POST(
      post(new Blob(["%PDF-1.4 not an image"], { type: "image/png" })),
      params(),
    );
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^This file's contents are not an accepted type \(.+\)\. Please choose another file\.$/,
      ),
    });
    expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
  });

  it("asks for a photo when none is sent", async () => {
    const response = await POST(post(null), params());
    expect(await response.json()).toEqual({ ok: false, message: "Please Choose a photo" });
  });

  it("refuses another student's order, a closed order, an admin and a visitor", async () => {
    upstream.getOrder.mockResolvedValueOnce({
      id: orderId,
      studentId: "someone-else",
      status: "awaiting_proof",
    });
    expect(await (await POST(post(await png()), params())).json()).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    upstream.getOrder.mockResolvedValueOnce(null);
    expect(await (await POST(post(await png()), params())).json()).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    upstream.getOrder.mockResolvedValueOnce({
      id: orderId,
      studentId: "buyer",
      status: "approved",
    });
    expect(await (await POST(post(await png()), params())).json()).toEqual({
      ok: false,
      message: "This order can no longer take a proof.",
    });
    state.session = { ...buyer, role: "Admin" };
    expect((await POST(post(await png()), params())).status).toBe(403);
    state.session = null;
    expect((await POST(post(await png()), params())).status).toBe(401);
    expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
  });

  it.each([
    [
      "maps the upstream's 409 (the order closed meanwhile) to a clear message",
      { status: 409, endpoint: "x", message: "expired" },
      502,
      "This order can no longer take a proof.",
    ],
    [
      "says when to try again when the upstream refuses one proof too many (429)",
      { status: 429, endpoint: "x", message: "Too many", retryAfterSeconds: 1800 },
      429,
      "Too many attempts. Please try again in 30 minutes.",
    ],
  ])("%s", async (_answer, refusal, status, message) => {
    upstream.uploadOrderProof.mockRejectedValue(new UpstreamError(refusal));
    const response = await POST(post(await png()), params());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: false, message });
  });

  it("refuses a 16,000 × 16,000 PNG within a second, saying it is too large, and sends nothing", async () => {
    const bomb = new Blob([new Uint8Array(pngBomb(16_000, 16_000))], { type: "image/png" });
    const started = performance.now();
    const response = await POST(post(bomb), params());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: "This image is too large: at most 50 megapixels.",
    });
    expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
  });

  it("refuses a malformed order id", async () => {
    expect((await (await POST(post(await png()), params("../../x"))).json()).ok).toBe(false);
    expect(upstream.getOrder).not.toHaveBeenCalled();
  });

  it("refuses another student's order, or a closed one, without reading a byte of the body", async () => {
    upstream.getOrder.mockResolvedValueOnce({
      id: orderId,
      studentId: "someone-else",
      status: "awaiting_proof",
    });
    const theirs = await POST(untouchable(), params());
    expect(theirs.status).toBe(400);
    expect(await theirs.json()).toEqual({ ok: false, message: "You are not allowed to do that." });
    upstream.getOrder.mockResolvedValueOnce({
      id: orderId,
      studentId: "buyer",
      status: "approved",
    });
    const closed = await POST(untouchable(), params());
    expect(await closed.json()).toEqual({
      ok: false,
      message: "This order can no longer take a proof.",
    });
    expect(pulls()).toBe(0);
    expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
  });

  it("answers 503 with Retry-After, sending nothing, while the image decode line is full", async () => {
    const { decodeLine } = await import("@/lib/files/decode-line");
    const line = decodeLine();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Two lanes busy and eight waiting: the line is full.
    const holders = Array.from({ length: 10 }, () => line.run(() => held));
    try {
      const response = await POST(post(await png()), params());
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toEqual({
        ok: false,
        message: "The server is busy right now. Please try again in a moment.",
      });
      expect(upstream.uploadOrderProof).not.toHaveBeenCalled();
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await POST(post(await png()), params())).status).toBe(200);
  });

  it("refuses a student's 21st proof upload in an hour with 429 and Retry-After, before reading its body", async () => {
    state.session = { ...buyer, userId: "flooding-buyer" };
    upstream.getOrder.mockResolvedValue({
      id: orderId,
      studentId: "flooding-buyer",
      status: "awaiting_proof",
    });
    const photo = await png();
    for (let upload = 0; upload < 20; upload++) {
      expect((await POST(post(photo), params())).status).toBe(200);
    }
    const refused = await POST(untouchable(), params());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      ok: false,
      message: "Too many attempts. Please try again in 60 minutes.",
    });
    expect(pulls()).toBe(0);
  });
});
