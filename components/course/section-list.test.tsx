import { prerenderToNodeStream } from "react-dom/static";
import { setRequestLocale } from "next-intl/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoEnglish } from "@/test/no-english";
import type { SectionVideo } from "@/lib/upstream/types";

const upstream = vi.hoisted(() => ({ videos: [] as SectionVideo[] }));
vi.mock("@/lib/upstream/sections", () => ({
  listSectionVideos: async () => upstream.videos,
}));

const { courseVideoSeconds, readSectionVideos, SectionList } =
  await import("@/components/course/section-list");

const courseId = "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01";
const section = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  name: "Getting Started",
  courseId,
  position: 0,
};
const video = (
  id: number,
  title: string,
  isPreview: boolean,
  videoUrl: string | null,
  durationSeconds: number | null = null,
): SectionVideo => ({
  id,
  title,
  videoUrl,
  sectionId: section.id,
  position: id,
  isPreview,
  durationSeconds,
});

/** The whole HTML of a server tree, async components included (as Next renders them). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** Each video link: its address and the text a person reads in it. */
const links = (markup: string) =>
  [...markup.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href: href!.replaceAll("&amp;", "&"),
    text: inner!
      .replaceAll("<!-- -->", "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  }));

beforeEach(() => {
  upstream.videos = [
    video(
      1,
      "Interface tour and project units",
      true,
      '<iframe src="https://www.youtube.com/embed/PrEvIeW1234"></iframe>',
    ),
    video(2, "Defining grids and storey data", false, null),
  ];
});

describe("SectionList", () => {
  it('marks a free preview "Preview", and only it; every video opens through ?video=', async () => {
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList
        courseId={courseId}
        sections={sections}
        currentVideoId={null}
        canWatch={false}
      />,
    );
    expect(links(markup)).toEqual([
      {
        href: `/onDemandCourseDetails/${courseId}?video=1#player`,
        text: "1. Interface tour and project units Preview",
      },
      {
        href: `/onDemandCourseDetails/${courseId}?video=2#player`,
        text: "2. Defining grids and storey data",
      },
    ]);
  });

  it("keeps the preview mark but never a video's address in what it renders", async () => {
    const sections = await readSectionVideos([section]);
    expect(sections[0]!.videos).toEqual([
      { id: 1, title: "Interface tour and project units", isPreview: true, durationSeconds: null },
      { id: 2, title: "Defining grids and storey data", isPreview: false, durationSeconds: null },
    ]);
    const markup = await html(
      <SectionList courseId={courseId} sections={sections} currentVideoId={1} canWatch={false} />,
    );
    expect(markup).not.toContain("PrEvIeW1234");
  });
});

/** Each video link's lock, by the link's address: its accessible name, or null without one. */
const locks = (markup: string) =>
  Object.fromEntries(
    [...markup.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => [
      href!.replaceAll("&amp;", "&"),
      /<span role="img" aria-label="([^"]+)"/.exec(inner!)?.[1] ?? null,
    ]),
  );

describe("SectionList locks", () => {
  const first = `/onDemandCourseDetails/${courseId}?video=1#player`;
  const second = `/onDemandCourseDetails/${courseId}?video=2#player`;

  it("locks every lesson but the preview for a viewer who may not watch the course", async () => {
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList
        courseId={courseId}
        sections={sections}
        currentVideoId={null}
        canWatch={false}
      />,
    );
    expect(locks(markup)).toEqual({
      [first]: null,
      [second]: "Locked: buy the course to watch",
    });
    // The preview keeps its mark.
    expect(links(markup)[0]!.text).toBe("1. Interface tour and project units Preview");
  });

  it("locks no lesson for a viewer who may watch it", async () => {
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList courseId={courseId} sections={sections} currentVideoId={null} canWatch />,
    );
    expect(locks(markup)).toEqual({ [first]: null, [second]: null });
    expect(markup).not.toContain("Locked");
  });
});

/** The text a person reads in the markup (tags left out, spaces joined). */
const textOf = (markup: string) =>
  markup
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("SectionList durations", () => {
  it("shows each video's duration and the section's video time, as read", async () => {
    upstream.videos = [
      video(1, "Interface tour and project units", true, null, 750),
      video(2, "Defining grids and storey data", false, null, 3723),
    ];
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList
        courseId={courseId}
        sections={sections}
        currentVideoId={null}
        canWatch={false}
      />,
    );
    expect(links(markup).map((link) => link.text)).toEqual([
      "1. Interface tour and project units Preview Duration 12:30",
      "2. Defining grids and storey data Duration 1:02:03",
    ]);
    expect(markup).toContain('<time dateTime="PT12M30S">12:30</time>');
    // 750 + 3723 seconds = 74 min 33 s.
    expect(textOf(markup)).toContain("Section 1: Getting Started 1 h 15 min");
  });

  it("shows no duration or section time where none is known", async () => {
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList
        courseId={courseId}
        sections={sections}
        currentVideoId={null}
        canWatch={false}
      />,
    );
    expect(markup).not.toContain("Duration");
    expect(textOf(markup)).not.toMatch(/\d min/);
  });

  it("sums the course's video time from the known durations, and says none when a section failed", () => {
    const videos = [
      { id: 1, title: "A", isPreview: false, durationSeconds: 750 },
      { id: 2, title: "B", isPreview: false, durationSeconds: null },
    ];
    const second = { ...section, id: "1b8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", name: "Loads" };
    expect(
      courseVideoSeconds([
        { ...section, videos },
        { ...second, videos: [{ id: 3, title: "C", isPreview: false, durationSeconds: 11_550 }] },
      ]),
    ).toBe(12_300);
    expect(
      courseVideoSeconds([
        { ...section, videos },
        { ...second, videos: "failed" },
      ]),
    ).toBeNull();
    expect(courseVideoSeconds([{ ...section, videos: [] }])).toBeNull();
  });

  it("is written in Arabic on an Arabic page: section, preview, lock, progress and video time", async () => {
    setRequestLocale("ar");
    upstream.videos = [
      video(1, "Interface tour and project units", true, null, 750),
      video(2, "Defining grids and storey data", false, null, 3600),
    ];
    const sections = await readSectionVideos([section]);
    const markup = await html(
      <SectionList
        courseId={courseId}
        sections={sections}
        currentVideoId={null}
        canWatch={false}
        progress={{
          completedVideoIds: [1],
          sections: [{ sectionId: section.id, totalVideos: 2, completedVideos: 1 }],
        }}
      />,
    );
    const text = markup
      .replaceAll("<!-- -->", "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("القسم 1:");
    expect(text).toContain("معاينة");
    expect(markup).toContain('aria-label="مغلق: اشترِ الدورة لمشاهدته"');
    expect(text).toContain("أنهيت 1 من 2 فيديو");
    expect(markup).toContain('aria-label="التقدم في \u2068Getting Started\u2069"');
    expect(text).toContain("1 س 13 د");
    expect(text).toContain("تم");
    expectNoEnglish(text, [
      "Getting Started",
      "Interface tour and project units",
      "Defining grids and storey data",
    ]);
  });
});
