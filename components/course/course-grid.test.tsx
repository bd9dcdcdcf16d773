import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";

const held = vi.hoisted(() => ({ onlineCourse: new Set<string>(), calls: 0 }));
vi.mock("@/lib/holdings", () => ({
  heldIds: async () => {
    held.calls += 1;
    return held.onlineCourse;
  },
}));

const { CourseGrid } = await import("@/components/course/course-grid");

/** An online course as the list read gives it: USD price, start, discount. */
const online = (fields: {
  id: string;
  name: string;
  price: number;
  start: string;
  end?: string;
  discount?: number;
}) => ({
  imageUrl: null,
  end: "2027-06-30T00:00:00",
  hours: "18",
  discount: fields.discount ?? 0,
  hasDiscount: (fields.discount ?? 0) > 0,
  ...fields,
});
/** An on-demand course as the list read gives it: packages in EGP, hours as stored text. */
const onDemand = (fields: {
  name: string;
  hours: string;
  prices: number[];
  discount?: number;
  hasDiscount?: boolean;
}) => ({
  id: "8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a6b",
  name: fields.name,
  imageUrl: null,
  hours: fields.hours,
  discount: fields.discount ?? 0,
  hasDiscount: fields.hasDiscount ?? (fields.discount ?? 0) > 0,
  packages: fields.prices.map((price, index) => ({
    id: `pkg-${index}`,
    name: `${index + 1} Months`,
    durationMonths: index + 1,
    price,
    courseId: "8c4e2a10-3b5d-4f6e-9a7b-1c2d3e4f5a6b",
  })),
});

const mine = online({
  id: "0B7D4A52-8A7E-4A43-9F8E-6A1F7C2D1E01",
  name: "Seismic Design of RC Buildings to ECP 201",
  price: 120,
  start: "2026-03-09T00:00:00",
});
const other = online({
  id: "5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "Steel Connections Live",
  price: 150,
  start: "2026-12-01T18:30:00",
  discount: 20,
});

/** The whole HTML of a server tree, async components included (as Next renders them). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The text inside each card's link, in order. */
const cardTexts = (markup: string) =>
  [...markup.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

beforeEach(() => {
  held.onlineCourse = new Set();
  held.calls = 0;
});

describe("CourseGrid", () => {
  it("says Enrolled on the card of an online course the student holds, and only there", async () => {
    held.onlineCourse = new Set([mine.id.toLowerCase()]);
    const [first, second] = cardTexts(
      await html(<CourseGrid courses={[mine, other]} session={studentSession} marksEnrollment />),
    );
    expect(first).toBe(`${mine.name} 9 March 2026 · $120 Enrolled`);
    expect(second).toBe(`${other.name} 1 December 2026 · $120`);
  });

  it("renders a visitor's grid exactly as a grid without enrolment marks", async () => {
    const marked = await html(
      <CourseGrid courses={[mine, other]} session={null} marksEnrollment />,
    );
    expect(marked).toBe(await html(<CourseGrid courses={[mine, other]} />));
    expect(marked).not.toContain("Enrolled");
  });

  it("does not look up holdings where the list does not mark enrolment (on-demand courses)", async () => {
    held.onlineCourse = new Set([mine.id.toLowerCase()]);
    expect(await html(<CourseGrid courses={[mine]} />)).not.toContain("Enrolled");
    expect(held.calls).toBe(0);
  });
});

describe("online course cards' run", () => {
  const started = online({
    id: "6e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
    name: "Steel Structures Live",
    price: 100,
    start: "2025-11-15T00:00:00",
    end: "2026-01-31T00:00:00",
  });

  it("says In progress on a course whose start day has come and whose end day has not passed (Cairo days)", async () => {
    expect(cardTexts(await html(<CourseGrid courses={[started]} today="2025-11-20" />))).toEqual([
      "Steel Structures Live 15 November 2025 · $100 In progress",
    ]);
    expect(cardTexts(await html(<CourseGrid courses={[started]} today="2026-01-31" />))).toEqual([
      "Steel Structures Live 15 November 2025 · $100 In progress",
    ]);
  });

  it("says nothing before the start day and after the end day", async () => {
    for (const today of ["2025-11-14", "2026-02-01"]) {
      expect(cardTexts(await html(<CourseGrid courses={[started]} today={today} />))).toEqual([
        "Steel Structures Live 15 November 2025 · $100",
      ]);
    }
  });
});

describe("course cards' price line", () => {
  it("says an on-demand course's lowest package price after the course's discount, and its hours", async () => {
    const etabs = onDemand({
      name: "ETABS for High-Rise Buildings",
      hours: "32",
      prices: [1500, 900, 2500],
      discount: 15,
    });
    expect(cardTexts(await html(<CourseGrid courses={[etabs]} />))).toEqual([
      "ETABS for High-Rise Buildings from 765 EGP · 32 h",
    ]);
  });

  it("shows piastres only when the discounted price has them, and no discount without its flag", async () => {
    const odd = onDemand({ name: "Odd Price", hours: "12.5", prices: [850], discount: 15 });
    const flagOff = onDemand({
      name: "Flag Off",
      hours: "10",
      prices: [1200, 600],
      discount: 50,
      hasDiscount: false,
    });
    expect(cardTexts(await html(<CourseGrid courses={[odd, flagOff]} />))).toEqual([
      "Odd Price from 722.50 EGP · 12.5 h",
      "Flag Off from 600 EGP · 10 h",
    ]);
  });

  it("writes hours stored as words as they are and leaves empty hours out", async () => {
    const words = onDemand({ name: "Words", hours: "about 20 hours", prices: [700] });
    const none = onDemand({ name: "None", hours: " ", prices: [700] });
    expect(cardTexts(await html(<CourseGrid courses={[words, none]} />))).toEqual([
      "Words from 700 EGP · about 20 hours",
      "None from 700 EGP",
    ]);
  });

  it("shows no from line for a course without packages, beside one that has them", async () => {
    const bare = onDemand({ name: "No Packages Yet", hours: "8", prices: [] });
    const sold = onDemand({ name: "Sold", hours: "8", prices: [400] });
    expect(cardTexts(await html(<CourseGrid courses={[bare, sold]} />))).toEqual([
      "No Packages Yet",
      "Sold from 400 EGP · 8 h",
    ]);
  });

  it("puts the line below the name, and marks the online start as a date", async () => {
    const markup = await html(<CourseGrid courses={[mine]} />);
    expect(markup.indexOf("9 March 2026")).toBeGreaterThan(markup.indexOf(mine.name));
    expect(markup).toContain('<time dateTime="2026-03-09">9 March 2026</time>');
  });

  it("says To be announced, as the details page does, for an online course whose start is no date", async () => {
    const undated = online({
      id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      name: "Undated",
      price: 99.5,
      start: "",
    });
    expect(cardTexts(await html(<CourseGrid courses={[undated]} />))).toEqual([
      "Undated To be announced · $99.50",
    ]);
  });
});
