import { afterEach, describe, expect, it, vi } from "vitest";
import { getPublication, getPublicationImage } from "./publications";

// 'use cache' is a plain function under vitest; its tags and lifetime are no-ops here.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the whole-publication read (its answer inlines the file)", () => {
  it("is shared by concurrent detail-page misses and cover reads of the same publication", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn<typeof fetch>(async () => {
      await held;
      return new Response(
        JSON.stringify({ id: 3, title: "Notes", description: null, imageBytes: "/9j/4A==", fileBytes: "JVBERi0=" }),
        { status: 200 },
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    const pending = Promise.all([
      ...Array.from({ length: 10 }, () => getPublication(3)),
      ...Array.from({ length: 10 }, () => getPublicationImage(3)),
    ]);
    release();
    const results = await pending;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results[0]).toMatchObject({ id: 3, title: "Notes", hasFile: true });
    expect(results[19]).toBe("/9j/4A==");
    // Nothing is kept past the read: the next miss reads again.
    await getPublicationImage(3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
