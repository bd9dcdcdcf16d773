import { beforeEach, describe, expect, it, vi } from "vitest";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as courses from "@/lib/upstream/courses";
import * as progress from "@/lib/upstream/progress";
import * as sections from "@/lib/upstream/sections";
import { expectAdminOnly, expiredTags, fakesOf, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/sections");
vi.mock("@/lib/upstream/progress");
const upstream = fakesOf(courses, sections, progress);

const actions = await import("./actions");
const {
  addSectionAction,
  addVideoAction,
  deleteSectionAction,
  deleteVideoAction,
  renameSectionAction,
  reorderSectionsAction,
  reorderVideosAction,
  updateVideoAction,
} = actions;

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const sectionA = "6ba7b810-9dad-41d1-80b4-00c04fd430c8";
/** The ids every video action names: the course and its first section. */
const inSectionA = { courseId, sectionId: sectionA };
const sectionB = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const foreignSection = "11111111-2222-4333-8444-555555555555";
const youtube = "https://www.youtube.com/embed/AbCdEf12345";
const snippet =
  '<iframe width="560" src="https://player.vimeo.com/video/76979871" allowfullscreen></iframe>';

beforeEach(() => {
  upstream.getCourse.mockResolvedValue({
    id: courseId,
    sections: [
      { id: sectionA, name: "Loads", courseId, position: 0 },
      { id: sectionB, name: "Beams", courseId, position: 1 },
    ],
    packages: [],
  });
  upstream.listSectionVideos.mockResolvedValue([
    { id: 3, title: "One", videoUrl: null, sectionId: sectionA, position: 0 },
    { id: 8, title: "Two", videoUrl: null, sectionId: sectionA, position: 1 },
  ]);
  upstream.reorderSections.mockResolvedValue("reordered");
  upstream.reorderVideos.mockResolvedValue("reordered");
  upstream.isVideoPreviewSupported.mockResolvedValue(true);
  upstream.isWatchedLessonsSupported.mockResolvedValue(true);
});

describe("sections", () => {
  it("adds a section: 'Successfully Added Section', course tags invalidated", async () => {
    expect(await addSectionAction({ courseId, name: "  Columns " })).toEqual({
      ok: true,
      message: "Successfully Added Section",
    });
    expect(upstream.createSection).toHaveBeenCalledWith(courseId, "Columns", "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.section(courseId));
  });

  it("needs a name: 'Please provide a name'", async () => {
    expect(await addSectionAction({ courseId, name: "   " })).toMatchObject({
      ok: false,
      message: "Please provide a name",
      fieldErrors: { name: ["Please provide a name"] },
    });
    expect(upstream.createSection).not.toHaveBeenCalled();
  });

  it("says 'Failed to add Section' when the upstream fails", async () => {
    upstream.createSection.mockRejectedValue(upstreamRefusal(500, "x", "POST /api/Sections"));
    expect(await addSectionAction({ courseId, name: "Columns" })).toEqual({
      ok: false,
      message: "Failed to add Section",
    });
  });

  it("renames and deletes only sections of the course", async () => {
    expect(await renameSectionAction({ courseId, sectionId: sectionB, name: "Slabs" })).toEqual({
      ok: true,
      message: "Updated section Successfully",
    });
    expect(upstream.renameSection).toHaveBeenCalledWith(sectionB, "Slabs", "admin-token");
    expect(await renameSectionAction({ courseId, sectionId: foreignSection, name: "X" })).toEqual({
      ok: false,
      message: "Error updating section name",
    });
    expect(await deleteSectionAction({ courseId, sectionId: sectionA })).toEqual({
      ok: true,
      message: "Section Deleted successfully",
    });
    expect(await deleteSectionAction({ courseId, sectionId: foreignSection })).toEqual({
      ok: false,
      message: "Failed to Delete Section",
    });
    expect(upstream.deleteSection).toHaveBeenCalledTimes(1);
  });
});

describe("videos", () => {
  it("adds a video by link or by embed snippet, storing its embed address", async () => {
    expect(await addVideoAction({ ...inSectionA, title: "Intro", videoUrl: youtube })).toEqual({
      ok: true,
      message: "Video Added Successfully",
    });
    expect(await addVideoAction({ ...inSectionA, title: "Demo", videoUrl: snippet })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(
      await addVideoAction({
        ...inSectionA,
        title: "Copied",
        videoUrl: "https://youtu.be/dQw4w9WgXcQ?t=42",
      }),
    ).toMatchObject({ ok: true });
    expect(upstream.addVideo.mock.calls.map(([input]) => input)).toEqual([
      {
        sectionId: sectionA,
        title: "Intro",
        videoUrl: "https://www.youtube-nocookie.com/embed/AbCdEf12345",
      },
      { sectionId: sectionA, title: "Demo", videoUrl: "https://player.vimeo.com/video/76979871" },
      {
        sectionId: sectionA,
        title: "Copied",
        videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
      },
    ]);
    expect(expiredTags()).toEqual([
      ...tagsTouchedBy.video([sectionA]),
      ...tagsTouchedBy.video([sectionA]),
      ...tagsTouchedBy.video([sectionA]),
    ]);
  });

  it("states the spec's messages and refuses a source the player cannot play", async () => {
    const result = await addVideoAction({ ...inSectionA, title: "", videoUrl: "" });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { title: ["Please Enter a name"], videoUrl: ["Please Enter a url"] },
    });
    for (const videoUrl of [
      "https://evil.example/embed/x",
      "http://www.youtube.com/embed/AbCdEf12345",
      '<iframe src="javascript:alert(1)"></iframe>',
      "<script>alert(1)</script>",
    ]) {
      const refused = await addVideoAction({ ...inSectionA, title: "X", videoUrl });
      expect(refused.ok).toBe(false);
      expect(refused.ok ? [] : refused.fieldErrors?.videoUrl).toEqual([
        "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code",
      ]);
    }
    expect(upstream.addVideo).not.toHaveBeenCalled();
  });

  it("edits a video of the section; an empty URL is passed on as empty (the stored one is kept)", async () => {
    expect(
      await updateVideoAction({
        ...inSectionA,
        videoId: 8,
        title: "Two b",
        videoUrl: "",
      }),
    ).toEqual({ ok: true, message: "Updated Video Successfully" });
    expect(upstream.updateVideo).toHaveBeenCalledWith(
      { id: 8, sectionId: sectionA, title: "Two b", videoUrl: "" },
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.video([sectionA], 8));
    expect(
      await updateVideoAction({
        ...inSectionA,
        videoId: 99,
        title: "X",
        videoUrl: "",
      }),
    ).toEqual({ ok: false, message: "Error updating Video name" });
    expect(
      (
        await updateVideoAction({
          ...inSectionA,
          videoId: 8,
          title: "X",
          videoUrl: "https://x.example",
        })
      ).ok,
    ).toBe(false);
    expect(upstream.updateVideo).toHaveBeenCalledTimes(1);
  });

  it.each([
    { upstreamStoresMarks: true, marks: [true, false], sent: [true, false] },
    { upstreamStoresMarks: false, marks: [true, true], sent: [undefined, undefined] },
  ])(
    "sends a free preview mark only to an upstream that stores the mark (stores: $upstreamStoresMarks)",
    async ({ upstreamStoresMarks, marks, sent }) => {
      upstream.isVideoPreviewSupported.mockResolvedValue(upstreamStoresMarks);
      await addVideoAction({
        ...inSectionA,
        title: "Taster",
        videoUrl: youtube,
        isPreview: marks[0],
      });
      await updateVideoAction({
        ...inSectionA,
        videoId: 8,
        title: "Two",
        videoUrl: "",
        isPreview: marks[1],
      });
      expect(upstream.addVideo.mock.calls[0]![0]).toMatchObject({ title: "Taster" });
      expect(upstream.addVideo.mock.calls[0]![0].isPreview).toBe(sent[0]);
      expect(upstream.updateVideo.mock.calls[0]![0]).toMatchObject({ id: 8 });
      expect(upstream.updateVideo.mock.calls[0]![0].isPreview).toBe(sent[1]);
    },
  );

  it("sends the duration in seconds; an empty field clears it on Edit", async () => {
    await addVideoAction({ ...inSectionA, title: "Timed", videoUrl: youtube, duration: "12:30" });
    await updateVideoAction({
      ...inSectionA,
      videoId: 8,
      title: "Two",
      videoUrl: "",
      duration: "1:02:03",
    });
    await updateVideoAction({
      ...inSectionA,
      videoId: 8,
      title: "Two",
      videoUrl: "",
      duration: "",
    });
    await updateVideoAction({ ...inSectionA, videoId: 8, title: "Two", videoUrl: "" });
    expect(upstream.addVideo.mock.calls[0]![0].durationSeconds).toBe(750);
    expect(upstream.updateVideo.mock.calls.map(([input]) => input.durationSeconds)).toEqual([
      3723,
      null,
      undefined,
    ]);
  });

  it("sends no duration to an upstream that cannot store one", async () => {
    upstream.isWatchedLessonsSupported.mockResolvedValue(false);
    await addVideoAction({ ...inSectionA, title: "Timed", videoUrl: youtube, duration: "12:30" });
    await updateVideoAction({
      ...inSectionA,
      videoId: 8,
      title: "Two",
      videoUrl: "",
      duration: "",
    });
    expect(upstream.addVideo.mock.calls[0]![0].durationSeconds).toBeUndefined();
    expect(upstream.updateVideo.mock.calls[0]![0].durationSeconds).toBeUndefined();
  });

  it("refuses a duration that is not mm:ss or h:mm:ss, on the field, before any upstream call", async () => {
    for (const duration of ["7:5", "abc"]) {
      expect(
        await addVideoAction({ ...inSectionA, title: "Timed", videoUrl: youtube, duration }),
      ).toEqual({
        ok: false,
        message: "Enter the duration as mm:ss or h:mm:ss, e.g. 12:30 or 1:05:00",
        fieldErrors: {
          duration: ["Enter the duration as mm:ss or h:mm:ss, e.g. 12:30 or 1:05:00"],
        },
      });
    }
    expect(
      await updateVideoAction({
        ...inSectionA,
        videoId: 8,
        title: "Two",
        videoUrl: "",
        duration: "25:00:00",
      }),
    ).toMatchObject({ ok: false, message: "The duration must be from 0:01 to 24:00:00" });
    expect(upstream.addVideo).not.toHaveBeenCalled();
    expect(upstream.updateVideo).not.toHaveBeenCalled();
  });

  it("refuses a preview mark that is not a boolean", async () => {
    const result = await addVideoAction({
      ...inSectionA,
      title: "Taster",
      videoUrl: youtube,
      isPreview: "yes" as unknown as boolean,
    });
    expect(result.ok).toBe(false);
    expect(upstream.addVideo).not.toHaveBeenCalled();
  });

  it("deletes a video of the section only", async () => {
    expect(await deleteVideoAction({ ...inSectionA, videoId: 3 })).toEqual({
      ok: true,
      message: "Video Deleted successfully",
    });
    expect(await deleteVideoAction({ ...inSectionA, videoId: 77 })).toEqual({
      ok: false,
      message: "Failed to Delete Video",
    });
    expect(await deleteVideoAction({ courseId, sectionId: foreignSection, videoId: 3 })).toEqual({
      ok: false,
      message: "Failed to Delete Video",
    });
    expect(upstream.deleteVideo).toHaveBeenCalledTimes(1);
  });
});

describe("reordering", () => {
  it("saves a new section order and invalidates the course page", async () => {
    expect(await reorderSectionsAction({ courseId, sectionIds: [sectionB, sectionA] })).toEqual({
      ok: true,
      message: "Order saved",
    });
    expect(upstream.reorderSections).toHaveBeenCalledWith(
      courseId,
      [sectionB, sectionA],
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.section(courseId));
  });

  it("saves a new video order", async () => {
    expect(await reorderVideosAction({ ...inSectionA, videoIds: [8, 3] })).toMatchObject({
      ok: true,
    });
    expect(upstream.reorderVideos).toHaveBeenCalledWith(sectionA, [8, 3], "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.video([sectionA]));
  });

  it("refuses a list that is not exactly the current items, before the upstream", async () => {
    for (const sectionIds of [[sectionA], [sectionA, sectionA], [sectionA, foreignSection]]) {
      expect(await reorderSectionsAction({ courseId, sectionIds })).toEqual({
        ok: false,
        message: "The content changed meanwhile. The page has been reloaded; please try again.",
      });
    }
    expect((await reorderVideosAction({ ...inSectionA, videoIds: [3, 3] })).ok).toBe(false);
    expect(upstream.reorderSections).not.toHaveBeenCalled();
    expect(upstream.reorderVideos).not.toHaveBeenCalled();
  });

  it("says so on a legacy upstream without the ordering extension", async () => {
    upstream.reorderSections.mockResolvedValue("unsupported");
    expect(await reorderSectionsAction({ courseId, sectionIds: [sectionB, sectionA] })).toEqual({
      ok: false,
      message:
        "This server cannot store an order: sections and videos stay in the order they were added.",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("maps the upstream's 400 (the list went stale) to the outdated text", async () => {
    upstream.reorderVideos.mockRejectedValue(upstreamRefusal(400, "bad list", "PUT ReorderVideos"));
    expect(await reorderVideosAction({ ...inSectionA, videoIds: [8, 3] })).toEqual({
      ok: false,
      message: "The content changed meanwhile. The page has been reloaded; please try again.",
    });
  });
});

describe("every content action", () => {
  const calls = [
    () => addSectionAction({ courseId, name: "S" }),
    () => renameSectionAction({ ...inSectionA, name: "S" }),
    () => deleteSectionAction({ courseId, sectionId: sectionA }),
    () => addVideoAction({ ...inSectionA, title: "V", videoUrl: youtube }),
    () => updateVideoAction({ ...inSectionA, videoId: 3, title: "V", videoUrl: "" }),
    () => deleteVideoAction({ ...inSectionA, videoId: 3 }),
    () => reorderSectionsAction({ courseId, sectionIds: [sectionB, sectionA] }),
    () => reorderVideosAction({ ...inSectionA, videoIds: [8, 3] }),
  ];

  it("is exported for every call checked here (no action is left out)", () => {
    expect(Object.keys(actions).sort()).toHaveLength(calls.length);
  });

  it("refuses a student and sends a visitor to log in, never touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    expect((await addSectionAction({ courseId: "x", name: "S" })).ok).toBe(false);
    expect((await renameSectionAction({ courseId, sectionId: "../x", name: "S" })).ok).toBe(false);
    expect((await deleteVideoAction({ ...inSectionA, videoId: -1 })).ok).toBe(false);
    expect((await deleteVideoAction({ ...inSectionA, videoId: 1.5 })).ok).toBe(false);
    expect(
      (
        await reorderVideosAction({
          ...inSectionA,
          videoIds: ["1 OR 1=1" as never],
        })
      ).ok,
    ).toBe(false);
    expect(upstream.getCourse).not.toHaveBeenCalled();
  });
});
