import { describe, expect, it } from "vitest";
import {
  courseMetadata,
  onDemandCourseJsonLd,
  onlineCourseJsonLd,
} from "@/components/course/course-json-ld";

const course = {
  id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  name: "Seismic Design of RC Buildings to ECP 201",
  description: "Live sessions on the seismic provisions.",
  imageUrl: null,
  price: 120,
  discount: 0,
  hasDiscount: false,
  start: "2026-12-18T16:00:00",
  end: "2027-01-15T16:00:00",
  instructorName: "Eng. Ahmed Samir",
};

describe("onlineCourseJsonLd", () => {
  it("gives each live session a Schedule with its start, end and duration, and nothing else of it", () => {
    const data = onlineCourseJsonLd(course, [
      { title: "Response spectra", startsAt: "2026-12-18T17:00:00Z", durationMinutes: 90 },
    ]);
    const instance = data.hasCourseInstance as Record<string, unknown>;
    expect(instance.startDate).toBe("2026-12-18");
    expect(instance.courseSchedule).toEqual([
      {
        "@type": "Schedule",
        name: "Response spectra",
        startDate: "2026-12-18T17:00:00Z",
        endDate: "2026-12-18T18:30:00.000Z",
        duration: "PT90M",
        scheduleTimezone: "Africa/Cairo",
      },
    ]);
  });

  it("says what the course teaches and what it asks first, when it says so", () => {
    const data = onlineCourseJsonLd({
      ...course,
      outcomes: ["Compute base shear", "Detail ductile frames"],
      requirements: ["Reinforced concrete design basics"],
    });
    expect(data).toMatchObject({
      teaches: ["Compute base shear", "Detail ductile frames"],
      coursePrerequisites: ["Reinforced concrete design basics"],
    });
    const none = onlineCourseJsonLd({ ...course, outcomes: [], requirements: [] });
    expect(none).not.toHaveProperty("teaches");
    expect(none).not.toHaveProperty("coursePrerequisites");
  });

  it("is as before without sessions (a legacy upstream)", () => {
    const instance = onlineCourseJsonLd(course).hasCourseInstance as Record<string, unknown>;
    expect(instance).not.toHaveProperty("courseSchedule");
    expect(instance).toMatchObject({
      "@type": "CourseInstance",
      courseMode: "Online",
      endDate: "2027-01-15",
    });
  });
});

describe("a course page's language", () => {
  const path = `/onlineCourseDetails/${course.id}`;

  it("names both languages' addresses in the metadata, English as the default", () => {
    const metadata = courseMetadata(course, path, "fallback", "ar");
    expect(metadata.alternates).toEqual({
      canonical: `/ar${path}`,
      languages: { en: path, ar: `/ar${path}`, "x-default": path },
    });
    expect(metadata.openGraph).toMatchObject({ url: `/ar${path}`, locale: "ar_EG" });
    expect(courseMetadata(course, path, "fallback").alternates).toMatchObject({
      canonical: path,
    });
  });

  it("says the page's language in the JSON-LD, with the Arabic page's address and package names", () => {
    const arabic = onlineCourseJsonLd(course, [], "ar");
    expect(arabic.inLanguage).toBe("ar");
    expect(String(arabic.url)).toMatch(new RegExp(`/ar${path}$`));
    expect(onlineCourseJsonLd(course).inLanguage).toBe("en");
    const onDemand = onDemandCourseJsonLd(
      {
        ...course,
        hours: "12",
        packages: [{ name: "Basic", durationMonths: 3, price: 900 }],
      },
      "ar",
    );
    expect(onDemand.offers).toMatchObject([{ name: "باقة 3 أشهر", priceCurrency: "EGP" }]);
  });
});
