import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamRefusal } from "@/test/upstream-support";

const state = vi.hoisted(() => ({ session: null as Session | null }));
const upstream = vi.hoisted(() => ({
  createOrder: vi.fn(),
  cancelOrder: vi.fn(),
  hasOrders: vi.fn(),
  holds: vi.fn(),
  redirect: vi.fn((url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { url });
  }),
}));

vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => undefined,
  loginUrl: (next?: string) => `/login?next=${encodeURIComponent(next ?? "")}`,
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ referer: "http://x/payment?product=3" }),
}));
vi.mock("next/navigation", () => ({
  redirect: upstream.redirect,
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Error && error.message === "NEXT_REDIRECT") throw error;
  },
}));
vi.mock("@/lib/upstream/orders", () => ({
  createOrder: upstream.createOrder,
  cancelOrder: upstream.cancelOrder,
  hasOrders: upstream.hasOrders,
}));

// What the student holds is decided in lib/holdings.ts (tested there); here it is the answer.
vi.mock("@/lib/holdings", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/holdings")>()),
  holds: upstream.holds,
}));

const { cancelOrderAction, createOrderAction } = await import("./actions");

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const orderId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

beforeEach(() => {
  state.session = studentSession;
  upstream.createOrder.mockReset();
  upstream.cancelOrder.mockReset();
  upstream.redirect.mockClear();
  upstream.hasOrders.mockResolvedValue(true);
  upstream.holds.mockReset();
  upstream.holds.mockResolvedValue(false);
});

describe("createOrderAction", () => {
  it("orders a package with ids and method only (a price from the browser is dropped), then opens the order", async () => {
    upstream.createOrder.mockResolvedValue({ id: orderId });
    await expect(
      createOrderAction({
        course: courseId,
        package: packageId,
        method: "card",
        price: "1",
        amount: "1",
      } as never),
    ).rejects.toThrow("NEXT_REDIRECT");
    expect(upstream.createOrder).toHaveBeenCalledWith(
      { kind: "package", courseId, packageId, paymentMethod: "card" },
      "student-token",
    );
    expect(upstream.redirect).toHaveBeenCalledWith(`/payment?order=${orderId}`);
  });

  it("orders an online course or a product by their ids", async () => {
    upstream.createOrder.mockResolvedValue({ id: orderId });
    await expect(createOrderAction({ course: courseId, method: "wallet" })).rejects.toThrow(
      "NEXT_REDIRECT",
    );
    await expect(createOrderAction({ product: "12", method: "instant" })).rejects.toThrow(
      "NEXT_REDIRECT",
    );
    expect(upstream.createOrder.mock.calls.map(([request]) => request)).toEqual([
      { kind: "onlineCourse", courseId, paymentMethod: "wallet" },
      { kind: "product", productId: 12, paymentMethod: "instant" },
    ]);
  });

  it("says clearly when the package is not one of the course's", async () => {
    upstream.createOrder.mockRejectedValue(
      upstreamRefusal(400, "The package does not belong to the course.", "POST /api/Orders"),
    );
    expect(
      await createOrderAction({ course: courseId, package: packageId, method: "wallet" }),
    ).toEqual({
      ok: false,
      message: "This package does not belong to this course.",
    });
  });

  it("refuses an online course or product the student already holds, and creates no order", async () => {
    upstream.holds.mockImplementation(async () => true);
    expect(await createOrderAction({ course: courseId, method: "wallet" })).toEqual({
      ok: false,
      message: "You are already enrolled in this course.",
    });
    expect(await createOrderAction({ product: "12", method: "card" })).toEqual({
      ok: false,
      message: "You already have this product.",
    });
    // Asked of the action's own student session.
    expect(upstream.holds.mock.calls).toEqual([
      [studentSession, { kind: "onlineCourse", id: courseId }],
      [studentSession, { kind: "product", id: 12 }],
    ]);
    expect(upstream.createOrder).not.toHaveBeenCalled();
  });

  it("still sells a package (a package runs out) without asking what the student holds", async () => {
    upstream.holds.mockResolvedValue(true);
    upstream.createOrder.mockResolvedValue({ id: orderId });
    await expect(
      createOrderAction({ course: courseId, package: packageId, method: "card" }),
    ).rejects.toThrow("NEXT_REDIRECT");
    expect(upstream.holds).not.toHaveBeenCalled();
    expect(upstream.createOrder).toHaveBeenCalledTimes(1);
  });

  it("shows the upstream's refusal of an item already the student's (409) as the same sentence", async () => {
    const conflict = (message: string) =>
      new UpstreamError({ status: 409, endpoint: "POST /api/Orders", message });
    upstream.createOrder.mockRejectedValueOnce(
      conflict("You are already enrolled in this course."),
    );
    expect(await createOrderAction({ course: courseId, method: "wallet" })).toEqual({
      ok: false,
      message: "You are already enrolled in this course.",
    });
    upstream.createOrder.mockRejectedValueOnce(conflict("conflict"));
    expect(await createOrderAction({ product: "12", method: "wallet" })).toEqual({
      ok: false,
      message: "You already have this product.",
    });
  });

  it("refuses malformed ids and methods without calling the upstream", async () => {
    expect(await createOrderAction({ course: "x' OR 1=1", method: "wallet" })).toMatchObject({
      ok: false,
    });
    expect(await createOrderAction({ product: "3", method: "cash" as never })).toMatchObject({
      ok: false,
    });
    expect(await createOrderAction({ method: "wallet" })).toMatchObject({ ok: false });
    expect(upstream.createOrder).not.toHaveBeenCalled();
  });

  it("sends a visitor to log in and refuses an admin", async () => {
    state.session = null;
    await expect(createOrderAction({ product: "3", method: "wallet" })).rejects.toThrow(
      "NEXT_REDIRECT",
    );
    expect(upstream.redirect).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent("/payment?product=3")}`,
    );
    state.session = { ...studentSession, role: "Admin" };
    expect(await createOrderAction({ product: "3", method: "wallet" })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.createOrder).not.toHaveBeenCalled();
  });
});

describe("cancelOrderAction", () => {
  it("cancels with the student's own token", async () => {
    upstream.cancelOrder.mockResolvedValue({});
    expect(await cancelOrderAction({ orderId })).toEqual({ ok: true, message: "Order cancelled" });
    expect(upstream.cancelOrder).toHaveBeenCalledWith(orderId, "student-token");
  });

  it("reports a refused cancel", async () => {
    upstream.cancelOrder.mockRejectedValue(upstreamRefusal(409, "approved", "x"));
    expect(await cancelOrderAction({ orderId })).toEqual({
      ok: false,
      message: "Failed To Cancel Order",
    });
  });
});
