import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";
import {
  adminOrdersNav,
  approveOrder,
  createOrder,
  getOrder,
  rejectOrder,
} from "@/lib/upstream/orders";

const orderId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const order = {
  id: orderId,
  reference: "BW-ABCDEFGH",
  status: "awaiting_proof",
  kind: "package",
  courseId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  packageId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  productId: null,
  title: "ETABS: 3 months Package",
  amount: 1350,
  currency: "EGP",
  paymentMethod: "wallet",
  hasProof: false,
  rejectionReason: null,
  studentId: "student-1",
  studentName: "Test Student",
  studentEmail: "s@gmail.com",
  hasAccess: false,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  proofSubmittedAt: null,
  approvedAt: null,
  rejectedAt: null,
  cancelledAt: null,
  expiresAt: "2026-03-08T10:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("adminOrdersNav", () => {
  it("gives the sidebar no badge and no entry on the legacy API, without asking for a count", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await adminOrdersNav("admin-token")).toEqual({ hasOrders: false, pendingOrders: 0 });
    expect(calls).toHaveLength(1);
  });

  it("gives the sidebar the pending count with the admin's token", async () => {
    const calls = stubUpstream((call) =>
      call.headers.has("Authorization") ? jsonResponse(200, { count: 3 }) : jsonResponse(401, {}),
    );
    expect(await adminOrdersNav("admin-token")).toEqual({ hasOrders: true, pendingOrders: 3 });
    expect(
      calls
        .find(
          (call) =>
            call.url.pathname === "/api/Orders/PendingCount" && call.headers.has("Authorization"),
        )
        ?.headers.get("Authorization"),
    ).toBe("Bearer admin-token");
  });
});

describe("order calls", () => {
  it("creates an order with ids and the method only", async () => {
    const calls = stubUpstream(() => jsonResponse(201, order));
    const created = await createOrder(
      {
        kind: "package",
        courseId: order.courseId,
        packageId: order.packageId,
        paymentMethod: "wallet",
      },
      "student-token",
    );
    expect(created).toMatchObject({ reference: "BW-ABCDEFGH", amount: 1350, currency: "EGP" });
    expect(calls[0]!.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      kind: "package",
      courseId: order.courseId,
      packageId: order.packageId,
      paymentMethod: "wallet",
    });
  });

  it("reads another student's order (403) or an unknown one (404) as null, and never asks for a malformed id", async () => {
    stubUpstream(() => jsonResponse(403, { title: "Forbidden" }));
    expect(await getOrder(orderId, "t")).toBeNull();
    const calls = stubUpstream(() => jsonResponse(200, order));
    expect(await getOrder("../students", "t")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("approves and rejects with the admin's token, the reason in the body", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { ...order, status: "rejected" }));
    await approveOrder(orderId, "admin-token");
    await rejectOrder(orderId, "Wrong amount", "admin-token");
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /api/Orders/${orderId}/Approve`,
      `POST /api/Orders/${orderId}/Reject`,
    ]);
    expect(JSON.parse(String(calls[1]!.body))).toEqual({ reason: "Wrong amount" });
    await expect(approveOrder("1 OR 1=1", "t")).rejects.toMatchObject({ status: 404 });
  });
});
