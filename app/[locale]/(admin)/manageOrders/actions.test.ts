import { describe, expect, it, vi } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as orders from "@/lib/upstream/orders";
import { expiredTags, fakesOf, state, updateTag } from "@/test/server-mocks";

vi.mock("@/lib/upstream/orders");
const upstream = fakesOf(orders);

const { approveOrderAction, rejectOrderAction } = await import("./actions");

const orderId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const conflict = (message: string) =>
  new UpstreamError({ status: 409, endpoint: "POST /api/Orders/{id}/Approve", message });

describe("approveOrderAction", () => {
  it("approves with the admin's token and invalidates the course's tags", async () => {
    upstream.approveOrder.mockResolvedValue({ kind: "package", courseId, productId: null });
    expect(await approveOrderAction({ orderId })).toEqual({
      ok: true,
      message: "Order approved: access starts now",
    });
    expect(upstream.approveOrder).toHaveBeenCalledWith(orderId, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.onDemandCourse(courseId));
  });

  it("says a live course's student is enrolled, not that access starts now, and invalidates its tags", async () => {
    upstream.approveOrder.mockResolvedValue({ kind: "onlineCourse", courseId, productId: null });
    expect(await approveOrderAction({ orderId })).toEqual({
      ok: true,
      message: "Order approved: the student is enrolled in the live course",
    });
    expect(expiredTags()).toEqual(tagsTouchedBy.onlineCourse(courseId));
  });

  it("invalidates a product's tags after a product approval", async () => {
    upstream.approveOrder.mockResolvedValue({ kind: "product", courseId: null, productId: 7 });
    await approveOrderAction({ orderId });
    expect(expiredTags()).toEqual(tagsTouchedBy.product(7));
  });

  it("says so when the order is already approved or was cancelled, and invalidates nothing", async () => {
    upstream.approveOrder.mockRejectedValueOnce(conflict("The order is already approved."));
    expect(await approveOrderAction({ orderId })).toEqual({
      ok: false,
      message: "This order is already approved.",
    });
    upstream.approveOrder.mockRejectedValueOnce(conflict("The order was cancelled by the buyer."));
    expect(await approveOrderAction({ orderId })).toEqual({
      ok: false,
      message: "This order was cancelled by the buyer.",
    });
    upstream.approveOrder.mockRejectedValueOnce(
      conflict("The package of this order no longer exists."),
    );
    expect(await approveOrderAction({ orderId })).toMatchObject({
      message: "The item of this order no longer exists.",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a student and a malformed id without calling the upstream", async () => {
    state.session = studentSession;
    expect(await approveOrderAction({ orderId })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    state.session = adminSession;
    expect(await approveOrderAction({ orderId: "1; drop" })).toMatchObject({ ok: false });
    expect(upstream.approveOrder).not.toHaveBeenCalled();
  });
});

describe("rejectOrderAction", () => {
  it("needs a reason", async () => {
    expect(await rejectOrderAction({ orderId, reason: "   " })).toMatchObject({
      ok: false,
      message: "Please write the reason for the rejection",
    });
    expect(upstream.rejectOrder).not.toHaveBeenCalled();
  });

  it("rejects with the trimmed reason", async () => {
    upstream.rejectOrder.mockResolvedValue({});
    expect(await rejectOrderAction({ orderId, reason: " Wrong amount " })).toEqual({
      ok: true,
      message: "Order rejected",
    });
    expect(upstream.rejectOrder).toHaveBeenCalledWith(orderId, "Wrong amount", "admin-token");
  });
});
