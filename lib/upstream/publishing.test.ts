import { afterEach, describe, expect, it, vi } from "vitest";
import { draftIds, listDrafts, setPublished } from "@/lib/upstream/publishing";
import { jsonResponse, stubUpstream } from "@/test/upstream-support";

afterEach(() => vi.unstubAllGlobals());

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("setPublished", () => {
  it("puts { published } to the item's kind and id with the admin's token", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, { kind: "onDemandCourse", id: courseId, published: true }),
    );
    expect(await setPublished({ kind: "on-demand", id: courseId }, true, "tok")).toEqual({
      published: true,
    });
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe(`/api/Publishing/onDemandCourse/${courseId}`);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ published: true });
  });

  it("refuses an id of the wrong form before anything is sent", async () => {
    const calls = stubUpstream(() => jsonResponse(200, {}));
    await expect(setPublished({ kind: "online", id: "12" }, false, "tok")).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toEqual([]);
  });
});

describe("listDrafts", () => {
  it("reads every draft with the admin's token, in the web's kinds", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(200, [
        { kind: "onlineCourse", id: courseId.toUpperCase(), title: "Draft ETABS" },
        { kind: "product", id: 7, title: "Beam tables" },
        { kind: "publication", id: 7, title: "Seismic notes" },
      ]),
    );
    const drafts = await listDrafts("tok");
    expect(calls[0]?.url.pathname).toBe("/api/Publishing/Drafts");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(drafts.map((draft) => draft.kind)).toEqual(["online", "product", "publication"]);
    // Ids per kind, Guids in any case: a product's id 7 is not the publication's.
    expect(draftIds(drafts, "online")).toEqual(new Set([courseId]));
    expect(draftIds(drafts, "product")).toEqual(new Set(["7"]));
    expect(draftIds(drafts, "on-demand")).toEqual(new Set());
  });
});
