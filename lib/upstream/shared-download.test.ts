import { describe, expect, it, vi } from "vitest";
import { sharedPublicDownload } from "./shared-download";

function upstreamFile(bytes: Uint8Array) {
  return {
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
    contentType: "application/pdf",
    contentLength: null,
  };
}

describe("sharedPublicDownload", () => {
  it("opens the upstream file once for concurrent downloads and gives each the whole file", async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 251);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = vi.fn(async () => {
      await held;
      return upstreamFile(bytes);
    });
    const pending = Array.from({ length: 20 }, () => sharedPublicDownload("publication:1", open));
    release();
    const files = await Promise.all(pending);
    expect(open).toHaveBeenCalledTimes(1);
    for (const file of files) {
      expect(file.contentLength).toBe("100000");
      expect(Buffer.from(await new Response(file.body).arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Nothing is kept: the next download reads again.
    await sharedPublicDownload("publication:1", open);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("gives every waiting download the same failure, and keys files apart", async () => {
    const failure = new Error("upstream down");
    const open = vi.fn(async () => {
      throw failure;
    });
    const results = await Promise.allSettled([
      sharedPublicDownload("publication:2", open),
      sharedPublicDownload("publication:2", open),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(open).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => upstreamFile(Uint8Array.of(1)));
    await sharedPublicDownload("publication:3", other);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
