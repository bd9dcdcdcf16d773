import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { CourseOutline } from "@/components/course/course-parts";

/** The whole HTML of a server tree. */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** Each list's heading with the items under it, as a person reads them. */
const lists = (markup: string) =>
  [...markup.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]*)<\/h2><ul[^>]*>([\s\S]*?)<\/ul>/g)].map(
    ([, id, heading, items]) => ({
      id,
      heading,
      items: [...items!.matchAll(/<span[^>]*>([^<]*)<\/span><\/li>/g)].map(([, item]) => item),
    }),
  );

describe("CourseOutline", () => {
  it('shows "What you will learn" and "Requirements", each item in its order', async () => {
    const markup = await html(
      <CourseOutline
        course={{
          outcomes: ["Build a complete 20-storey model", "Check storey drift to ECP 201"],
          requirements: ["Reinforced concrete design basics"],
        }}
      />,
    );
    expect(lists(markup)).toEqual([
      {
        id: "outcomes-title",
        heading: "What you will learn",
        items: ["Build a complete 20-storey model", "Check storey drift to ECP 201"],
      },
      {
        id: "requirements-title",
        heading: "Requirements",
        items: ["Reinforced concrete design basics"],
      },
    ]);
    expect(markup).toContain('aria-labelledby="outcomes-title"');
  });

  it("leaves out an empty list, and shows nothing when both are empty", async () => {
    const onlyRequirements = await html(
      <CourseOutline course={{ outcomes: [], requirements: ["A Windows computer"] }} />,
    );
    expect(onlyRequirements).not.toContain("What you will learn");
    expect(lists(onlyRequirements).map((list) => list.heading)).toEqual(["Requirements"]);
    expect(await html(<CourseOutline course={{ outcomes: [], requirements: [] }} />)).toBe("");
  });
});
