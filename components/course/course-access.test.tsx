import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeEach, describe, expect, it } from "vitest";
import { PackagesForViewer, PlayerForViewer } from "@/components/course/course-access";
import { CourseProgressPanel } from "@/components/course/course-progress-panel";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { CourseEntitlement } from "@/lib/entitlement";
import type { CourseProgress } from "@/lib/upstream/progress";
import type { OnDemandCourse } from "@/lib/upstream/types";
import { expectNoEnglish } from "@/test/no-english";

/** The whole HTML of a server tree, async components included (as Next renders them). */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** What a person reads in the markup (tags dropped, spaces folded). */
const textOf = (markup: string) =>
  markup
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const course = {
  id: "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01",
  name: "ETABS for Beginners",
  discount: 20,
  hasDiscount: true,
  packages: [
    { id: "p1", name: "Basic", durationMonths: 3, price: 1500 },
    { id: "p2", name: "Pro", durationMonths: 12, price: 4000 },
  ],
  sections: [],
} as unknown as OnDemandCourse;

const visitor: CourseEntitlement = {
  canWatch: false,
  role: null,
  isExpired: false,
  hasFailed: false,
};

beforeEach(() => setRequestLocale("en"));

describe("the on-demand course's packages and player", () => {
  it("says the spec's English on an English page", async () => {
    const text = textOf(await html(<PackagesForViewer course={course} entitlement={visitor} />));
    expect(text).toContain("3 months Package");
    expect(text).toContain("Buy the 12 months Package");
    expect(text).toContain("20% off");
    expect(text).toContain("1,200 EGP");
  });

  it("is written in Arabic on an Arabic page: packages, prices, Buy and the player's states", async () => {
    setRequestLocale("ar");
    const packages = textOf(
      await html(
        <PackagesForViewer course={course} entitlement={{ ...visitor, isExpired: true }} />,
      ),
    );
    expect(packages).toContain("باقة 3 أشهر");
    expect(packages).toContain("باقة 12 شهرًا");
    expect(packages).toContain("شراء");
    expect(packages).toContain("خصم 20%");
    expect(packages).toContain("1,200 ج.م");
    expect(packages).toContain("انتهت باقتك في هذه الدورة. اشترِ باقة لتشاهد من جديد.");
    expectNoEnglish(packages);

    const locked = textOf(await html(<PlayerForViewer access={{ status: "not-entitled" }} />));
    expect(locked).toContain("اشترِ باقة من الأعلى لتشاهد فيديوهات هذه الدورة.");
    expectNoEnglish(locked);

    const playing = textOf(
      await html(
        <LocaleProvider locale="ar">
          {await PlayerForViewer({
            access: {
              status: "playable",
              videoId: 1,
              title: "Interface tour",
              embed: { src: "https://www.youtube-nocookie.com/embed/abc" } as never,
            },
          })}
        </LocaleProvider>,
      ),
    );
    expect(playing).toContain("تشغيل الفيديو:");
    expect(playing).toContain("يُعرض الآن:");
    expectNoEnglish(playing, ["Interface tour"]);
  });

  it("shows the student's progress in Arabic, the last activity in Cairo time", async () => {
    setRequestLocale("ar");
    const progress = {
      completedVideos: 3,
      totalVideos: 12,
      percent: 25,
      lastActivityAt: "2025-05-12T14:03:00",
      canRecord: true,
      certificate: null,
      completedVideoIds: [],
      sections: [],
    } as unknown as CourseProgress;
    const markup = await html(
      <CourseProgressPanel
        courseName="ETABS for Beginners"
        progress={progress}
        continueVideo={{ id: 4, title: "Defining grids" }}
        continueHref={`/onDemandCourseDetails/${course.id}?video=4#player`}
      />,
    );
    const text = textOf(markup);
    expect(text).toContain("تقدمك");
    expect(text).toContain("أنهيت 3 من 12 فيديو");
    expect(text).toContain("آخر نشاط");
    expect(text).toContain("بتوقيت القاهرة");
    expect(text).toContain("متابعة");
    expect(markup).toContain('aria-label="التقدم في الدورة"');
    expectNoEnglish(text, ["Defining grids"]);
  });
});
