import { beforeEach, describe, expect, it, vi } from "vitest";

const upstream = vi.hoisted(() => ({
  getProduct: vi.fn(),
  getOnDemandCourse: vi.fn(),
  getOnlineCourse: vi.fn(),
  holds: vi.fn(),
}));
// What the student holds is decided in lib/holdings.ts (tested there); here it is the answer.
vi.mock("@/lib/holdings", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/holdings")>()),
  holds: upstream.holds,
}));
// One stub per kind: each family function answers with its kind's stub.
vi.mock("@/lib/upstream/documents", () => ({
  getDocument: (kind: string, id: number) => (kind === "product" ? upstream.getProduct(id) : null),
}));
vi.mock("@/lib/upstream/courses", () => ({
  getCourse: (kind: string, id: string) =>
    kind === "online" ? upstream.getOnlineCourse(id) : upstream.getOnDemandCourse(id),
}));

import { studentSession } from "@/test/action-support";
import { lookUpPurchase } from "./purchase";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

beforeEach(() => {
  vi.resetAllMocks();
  upstream.holds.mockResolvedValue(false);
});

describe("lookUpPurchase", () => {
  it("shows nothing when the page is opened without an item", async () => {
    expect(await lookUpPurchase(null, {})).toEqual({ status: "none" });
  });

  it("reads a product's title and USD price from the upstream, ignoring any price in the URL", async () => {
    upstream.getProduct.mockResolvedValue({ id: 3, title: "Footing Sheet", price: 12 });
    const lookup = await lookUpPurchase(null, { product: "3", price: "1", amount: "0" });
    expect(upstream.getProduct).toHaveBeenCalledWith(3);
    expect(lookup).toEqual({
      status: "found",
      purchase: {
        title: "Footing Sheet",
        kind: "Product",
        price: { original: 12, final: 12, isDiscounted: false },
        currency: "USD",
        href: "/products/3",
      },
    });
  });

  it("does not ask the upstream for a malformed product id", async () => {
    expect(await lookUpPurchase(null, { product: "3 OR 1=1" })).toEqual({ status: "missing" });
    expect(upstream.getProduct).not.toHaveBeenCalled();
  });

  it("prices an on-demand package in EGP with the course discount", async () => {
    upstream.getOnDemandCourse.mockResolvedValue({
      id: courseId,
      name: "ETABS",
      discount: 10,
      hasDiscount: true,
      packages: [{ id: packageId, durationMonths: 3, price: 1500 }],
    });
    const lookup = await lookUpPurchase(null, {
      course: courseId,
      package: packageId.toUpperCase(),
    });
    expect(lookup).toMatchObject({
      status: "found",
      purchase: {
        title: "ETABS: 3 months Package",
        price: { original: 1500, final: 1350, isDiscounted: true },
        currency: "EGP",
        href: `/onDemandCourseDetails/${courseId}`,
      },
    });
  });

  it("reports a package the course does not have as missing", async () => {
    upstream.getOnDemandCourse.mockResolvedValue({
      id: courseId,
      name: "ETABS",
      discount: 0,
      hasDiscount: false,
      packages: [],
    });
    expect(await lookUpPurchase(null, { course: courseId, package: packageId })).toEqual({
      status: "missing",
    });
  });

  it("prices an online course in USD with its discount", async () => {
    upstream.getOnlineCourse.mockResolvedValue({
      id: courseId,
      name: "Steel",
      price: 150,
      discount: 20,
      hasDiscount: true,
    });
    expect(await lookUpPurchase(null, { course: courseId })).toMatchObject({
      status: "found",
      purchase: {
        title: "Steel",
        kind: "Online course",
        price: { final: 120, isDiscounted: true },
        currency: "USD",
      },
    });
  });

  it("sends a buyer of an on-demand course without a package to choose one", async () => {
    upstream.getOnlineCourse.mockResolvedValue(null);
    upstream.getOnDemandCourse.mockResolvedValue({ id: courseId, name: "ETABS", packages: [] });
    expect(await lookUpPurchase(null, { course: courseId })).toEqual({
      status: "choose-package",
      title: "ETABS",
      href: `/onDemandCourseDetails/${courseId}`,
    });
  });

  it("sells nothing for a product the student already has: it says so and links to the download", async () => {
    upstream.getProduct.mockResolvedValue({ id: 3, title: "Footing Sheet", price: 12 });
    upstream.holds.mockResolvedValue(true);
    expect(await lookUpPurchase(studentSession, { product: "3" })).toEqual({
      status: "held",
      title: "Footing Sheet",
      message: "You already have this product.",
      href: "/download/product/3",
      linkText: "Download",
    });
    expect(upstream.holds).toHaveBeenCalledWith(studentSession, { kind: "product", id: 3 });
  });

  it("sells nothing for an online course the student is enrolled in: it says so and links to the course", async () => {
    upstream.getOnlineCourse.mockResolvedValue({
      id: courseId,
      name: "Steel",
      price: 150,
      discount: 0,
      hasDiscount: false,
    });
    upstream.holds.mockResolvedValue(true);
    expect(await lookUpPurchase(studentSession, { course: courseId })).toEqual({
      status: "held",
      title: "Steel",
      message: "You are already enrolled in this course.",
      href: `/onlineCourseDetails/${courseId}`,
      linkText: "Go to the course",
    });
    expect(upstream.holds).toHaveBeenCalledWith(studentSession, {
      kind: "onlineCourse",
      id: courseId,
    });
  });

  it("lets upstream failures through", async () => {
    upstream.getProduct.mockRejectedValue(new Error("down"));
    await expect(lookUpPurchase(null, { product: "1" })).rejects.toThrow("down");
  });
});
