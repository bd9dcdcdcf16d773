import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it, vi } from "vitest";

const held = vi.hoisted(() => ({ onlineCourse: new Set<string>(), calls: 0 }));
vi.mock("@/lib/holdings", () => ({
  heldIds: async () => {
    held.calls += 1;
    return held.onlineCourse;
  },
}));

const { CourseGrid } = await import("@/components/course/course-grid");

const mine = { id: "0B7D4A52-8A7E-4A43-9F8E-6A1F7C2D1E01", name: "Seismic Design of RC Buildings to ECP 201", imageUrl: null };
const other = { id: "5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b", name: "Steel Connections Live", imageUrl: null };

/** The whole HTML of a server tree, async components included (as Next renders them). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The text inside each card's link, in order. */
const cardTexts = (markup: string) =>
  [...markup.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) => inner!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());

beforeEach(() => {
  held.onlineCourse = new Set();
  held.calls = 0;
});

describe("CourseGrid", () => {
  it("says Enrolled on the card of an online course the student holds, and only there", async () => {
    held.onlineCourse = new Set([mine.id.toLowerCase()]);
    const [first, second] = cardTexts(await html(<CourseGrid courses={[mine, other]} marksEnrolment />));
    expect(first).toBe(`${mine.name} Enrolled`);
    expect(second).toBe(other.name);
  });

  it("renders a visitor's grid exactly as a grid without enrolment marks", async () => {
    const marked = await html(<CourseGrid courses={[mine, other]} marksEnrolment />);
    expect(marked).toBe(await html(<CourseGrid courses={[mine, other]} />));
    expect(marked).not.toContain("Enrolled");
  });

  it("does not look up holdings where the list does not mark enrolment (on-demand courses)", async () => {
    held.onlineCourse = new Set([mine.id.toLowerCase()]);
    expect(await html(<CourseGrid courses={[mine]} />)).not.toContain("Enrolled");
    expect(held.calls).toBe(0);
  });
});
