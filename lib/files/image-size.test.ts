import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize } from "@/lib/files/image-size";
import { pngBomb } from "@brightway/upstream/test/png-bomb";

const draw = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } });

describe("imageSize", () => {
  it("reads a PNG's, a JPEG's (after its EXIF) and a WebP's size from their first bytes", async () => {
    expect(imageSize(new Uint8Array(pngBomb(16_000, 16_000)))).toEqual({
      width: 16_000,
      height: 16_000,
    });
    const jpeg = await draw(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(imageSize(new Uint8Array(jpeg))).toEqual({ width: 300, height: 200 });
    expect(imageSize(new Uint8Array(await draw(321, 123).webp().toBuffer()))).toEqual({
      width: 321,
      height: 123,
    });
    expect(
      imageSize(new Uint8Array(await draw(321, 123).webp({ lossless: true }).toBuffer())),
    ).toEqual({ width: 321, height: 123 });
    const withAlpha = await sharp({
      create: { width: 64, height: 48, channels: 4, background: "#000" },
    })
      .webp({ nearLossless: true })
      .toBuffer();
    expect(imageSize(new Uint8Array(withAlpha))).toEqual({ width: 64, height: 48 });
  });

  it("answers null for bytes that are no image we accept", () => {
    expect(imageSize(new TextEncoder().encode("%PDF-1.7 not an image"))).toBeNull();
    expect(imageSize(new Uint8Array(0))).toBeNull();
  });
});
