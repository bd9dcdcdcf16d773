import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { VideoSourceField } from "@/components/forms/video-source-field";

const unplayable =
  "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code";

type Values = { title: string; videoUrl: string };

function Harness({ videoUrl, error }: { videoUrl: string; error?: string }) {
  const form = useForm<Values>({ defaultValues: { title: "Load paths", videoUrl } });
  return (
    <VideoSourceField<Values>
      id="videoUrl"
      label="Video URL or embed code"
      rows={3}
      error={error}
      registration={form.register("videoUrl")}
      control={form.control}
      sourceName="videoUrl"
      titleName="title"
      emptyText="No video yet"
      fallbackTitle="New video"
    />
  );
}

const timesSaid = (html: string, text: string) => html.split(text).length - 1;

describe("VideoSourceField", () => {
  it("says once why a source cannot be played: in the preview line, or in the field's error once there is one", () => {
    const typing = renderToStaticMarkup(<Harness videoUrl="https://example.com/video.mp4" />);
    expect(timesSaid(typing, unplayable)).toBe(1);
    const refused = renderToStaticMarkup(
      <Harness videoUrl="https://example.com/video.mp4" error={unplayable} />,
    );
    expect(timesSaid(refused, unplayable)).toBe(1);
    expect(refused).toContain('aria-invalid="true"');
  });

  it("previews a playable link and says what an empty field means", () => {
    expect(renderToStaticMarkup(<Harness videoUrl="https://youtu.be/dQw4w9WgXcQ" />)).toContain(
      "Preview: YouTube video",
    );
    expect(renderToStaticMarkup(<Harness videoUrl="" />)).toContain("No video yet");
  });
});
