import { describe, expect, it } from "vitest";
import {
  courseVm,
  documentVm,
  enrollmentDto,
  onDemandCourseDto,
  orderDto,
  packageDto,
  quoteEgp,
  sectionDto,
  videoVm,
} from "./index";

/** `value` without the property `key`. */
function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Omit<T, K>;
}

// Bodies as the legacy upstream writes them (upstream-contract.md §2): camelCase with its typos,
// nulls written, no extension properties.
const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const legacyPackage = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  name: "3 months",
  durationByMonthes: 3,
  price: 1500,
  courseId,
};
const legacySection = { id: "16fd2706-8baf-433b-82eb-8c7fada847da", name: "Basics", courseId };
const legacyOnDemandCourseVm = {
  id: courseId,
  name: "Steel Design",
  description: null,
  defaultPrice: 0,
  discount: 15,
  hasDiscount: true,
  enrollments: 4,
  start: "0001-01-01T00:00:00",
  end: "0001-01-01T00:00:00",
  hours: "30",
  imageBytes: "iVBORw0KGgo=",
  intructorName: "Eng. Omar",
  intructorDescription: null,
  intructorImageBytes: null,
  packages: [legacyPackage],
  sections: [legacySection],
};
// The same course as the reference upstream writes it: the ordering extension's `position`, the
// outcomes and requirements extension's lists.
const referenceOnDemandCourseVm = {
  ...legacyOnDemandCourseVm,
  sections: [{ ...legacySection, position: 0 }],
  outcomes: ["Design a steel portal frame"],
  requirements: [],
};

describe("tolerant reading (the web client)", () => {
  it("accepts a legacy CourseVM and a reference one alike", () => {
    expect(courseVm.tolerant.parse(legacyOnDemandCourseVm).sections?.[0]?.position).toBeUndefined();
    expect(courseVm.tolerant.parse(referenceOnDemandCourseVm).sections?.[0]?.position).toBe(0);
  });

  it("reads a course's outcomes and requirements when written, and their absence on the legacy", () => {
    const legacy = courseVm.tolerant.parse(legacyOnDemandCourseVm);
    expect(legacy.outcomes).toBeUndefined();
    expect(legacy.requirements).toBeUndefined();
    const reference = courseVm.tolerant.parse(referenceOnDemandCourseVm);
    expect(reference.outcomes).toEqual(["Design a steel portal frame"]);
    expect(reference.requirements).toEqual([]);
  });

  it("keeps the legacy quirks it always tolerated: hours as a number, zoned dates, absent nulls, unknown properties", () => {
    const parsed = courseVm.tolerant.parse({
      ...without(legacyOnDemandCourseVm, "description"),
      hours: 30,
      start: "2024-02-01T09:30:15.1234567+02:00",
      end: "2024-03-01",
      somethingNew: true,
    });
    expect(parsed.hours).toBe("30");
    expect(parsed.start).toBe("2024-02-01T09:30:15");
    expect(parsed.end).toBe("2024-03-01T00:00:00");
    expect(parsed.description).toBeUndefined();
    expect(parsed).not.toHaveProperty("somethingNew");
  });

  it("reads a legacy DocumentVM without hasFile and an enrolment whose course has no image bytes", () => {
    const document = documentVm.tolerant.parse({
      id: 7,
      title: "Guide",
      fileBytes: null,
      description: null,
      price: 25,
      imageBytes: null,
    });
    expect(document.hasFile).toBeUndefined();
    expect([document.fileType, document.fileSize]).toEqual([undefined, undefined]);
    const enrollment = enrollmentDto.tolerant.parse({
      id: "9b2d8f5e-2c0a-4b8e-8f3e-0c5d1e2f3a4b",
      studentId: "2a4f3d1c-5b6e-4f70-8a9b-1c2d3e4f5a6b",
      student: null,
      courseId,
      course: {
        id: courseId,
        name: "Steel Design",
        description: null,
        objectives: null,
        price: 0,
        discount: 0,
        hasDiscount: false,
        imageUrl: "NotFound",
        enrollments: 1,
        hours: "30",
        intructorName: null,
        intructorDescription: null,
        intructorImageUrl: null,
        packages: [legacyPackage],
        sections: [legacySection],
      },
      packageId: null,
      package: null,
      startDate: "2024-02-01T00:00:00",
    });
    expect(enrollment.course?.imageUrl).toBe("NotFound");
  });

  it("reads an order without previousAmount (an upstream without re-quoting) as null", () => {
    const order = {
      id: "5d7c9a1b-3e2f-4a6b-8c9d-0e1f2a3b4c5d",
      reference: "BW-2026-0001",
      status: "awaiting_proof",
      kind: "package",
      courseId,
      packageId: legacyPackage.id,
      productId: null,
      title: "Steel Design, 3 months",
      amount: 1500,
      currency: "EGP",
      paymentMethod: "wallet",
      hasProof: false,
      rejectionReason: null,
      hasAccess: false,
      studentId: "2a4f3d1c-5b6e-4f70-8a9b-1c2d3e4f5a6b",
      studentName: "Mona Adel",
      studentEmail: "mona@example.com",
      createdAt: "2026-02-25T12:00:00.000Z",
      proofSubmittedAt: null,
      approvedAt: null,
      rejectedAt: null,
      cancelledAt: null,
      expiresAt: "2026-03-04T12:00:00.000Z",
    };
    expect(orderDto.tolerant.parse(order).previousAmount).toBeNull();
    // Nor an EGP quote (an upstream without the exchange rate).
    expect(orderDto.tolerant.parse(order)).toMatchObject({
      egpAmount: null,
      egpRate: null,
      egpRateSetAt: null,
    });
  });

  it("quotes a USD price in whole Egyptian pounds, rounded up, never pushed up by a float's error", () => {
    expect(quoteEgp(120, 48.37)).toBe(5805);
    expect(quoteEgp(100, 1.1)).toBe(110);
    expect(quoteEgp(120, 50)).toBe(6000);
    expect(quoteEgp(19.99, 49.87)).toBe(997);
  });

  it("rejects a drifted body: a renamed, a missing or a mistyped property", () => {
    expect(
      packageDto.tolerant.safeParse({
        ...without(legacyPackage, "durationByMonthes"),
        durationByMonths: 3,
      }).success,
    ).toBe(false);
    expect(
      courseVm.tolerant.safeParse(without(legacyOnDemandCourseVm, "enrollments")).success,
    ).toBe(false);
    expect(
      courseVm.tolerant.safeParse({ ...legacyOnDemandCourseVm, defaultPrice: "0" }).success,
    ).toBe(false);
    expect(
      videoVm.tolerant.safeParse({
        id: "12",
        title: "One",
        videoUrl: null,
        sectionId: legacySection.id,
      }).success,
    ).toBe(false);
  });
});

describe("exact reading (the reference upstream)", () => {
  it("accepts the reference upstream's CourseVM, and the tolerant reading accepts it too", () => {
    expect(courseVm.exact.parse(referenceOnDemandCourseVm)).toEqual(referenceOnDemandCourseVm);
    expect(courseVm.tolerant.parse(referenceOnDemandCourseVm)).toEqual(referenceOnDemandCourseVm);
  });

  it("requires the extensions and written nulls, and refuses any other property", () => {
    expect(courseVm.exact.safeParse(legacyOnDemandCourseVm).success).toBe(false);
    expect(courseVm.exact.safeParse(without(referenceOnDemandCourseVm, "outcomes")).success).toBe(
      false,
    );
    expect(
      courseVm.exact.safeParse({ ...referenceOnDemandCourseVm, requirements: null }).success,
    ).toBe(false);
    expect(sectionDto.exact.safeParse(legacySection).success).toBe(false);
    expect(
      courseVm.exact.safeParse(without(referenceOnDemandCourseVm, "description")).success,
    ).toBe(false);
    expect(courseVm.exact.safeParse({ ...referenceOnDemandCourseVm, price: 0 }).success).toBe(
      false,
    );
  });

  it("holds the wire's formats: lowercase Guids, zone-less dates, padded base64, hours as text", () => {
    expect(
      packageDto.exact.safeParse({ ...legacyPackage, id: legacyPackage.id.toUpperCase() }).success,
    ).toBe(false);
    expect(
      courseVm.exact.safeParse({ ...referenceOnDemandCourseVm, start: "2024-02-01T00:00:00Z" })
        .success,
    ).toBe(false);
    expect(
      courseVm.exact.safeParse({ ...referenceOnDemandCourseVm, imageBytes: "iVBORw0KGgo" }).success,
    ).toBe(false);
    expect(courseVm.exact.safeParse({ ...referenceOnDemandCourseVm, hours: 30 }).success).toBe(
      false,
    );
    expect(onDemandCourseDto.exact.safeParse({}).success).toBe(false);
  });
});
