import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkDocument, checkImage, IMAGE_MAX_WIDTH } from "@/lib/files/check";
import { IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES } from "@/lib/files/limits";
import { pngBomb } from "@brightway/upstream/test/png-bomb";

const required = { requiredMessage: "Please Choose a photo" };

async function png(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

describe("checkImage", () => {
  it("says the required message for a missing or empty file", async () => {
    expect(await checkImage(undefined, required)).toEqual({
      ok: false,
      message: "Please Choose a photo",
    });
    expect(await checkImage(new File([], ""), required)).toEqual({
      ok: false,
      message: "Please Choose a photo",
    });
  });

  it("refuses bytes that are not an image, whatever the name and claimed type say", async () => {
    const fake = new File(["%PDF-1.7 not an image"], "photo.jpg", { type: "image/jpeg" });
    const result = await checkImage(fake, required);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(".jpg, .jpeg, .png, .webp");
  });

  it("refuses a file over the size limit before reading it", async () => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], "big.png", { type: "image/png" });
    const result = await checkImage(big, required);
    expect(result).toEqual({
      ok: false,
      message: "The file is larger than 10 MB. Please choose a smaller file.",
    });
  });

  it("refuses an image bomb over 50 megapixels from its header, within a second, saying why", async () => {
    for (const side of [16_000, 20_000]) {
      const bomb = new File([new Uint8Array(pngBomb(side, side))], "proof.png", {
        type: "image/png",
      });
      const started = performance.now();
      const result = await checkImage(bomb, required);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(result).toEqual({
        ok: false,
        message: "This image is too large: at most 50 megapixels.",
      });
    }
    // Just over the limit (7,072 × 7,072 = 50.01 megapixels) is refused the same way.
    const justOver = new File([new Uint8Array(pngBomb(7072, 7072))], "proof.png", {
      type: "image/png",
    });
    expect(await checkImage(justOver, required)).toEqual({
      ok: false,
      message: "This image is too large: at most 50 megapixels.",
    });
  });

  it("normalises a wide PNG to a JPEG at most 1600 px wide", async () => {
    const result = await checkImage(await png(2400, 1200), required);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.type).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await result.value.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(IMAGE_MAX_WIDTH);
    expect(meta.height).toBe(800);
  });

  it("keeps a small image's size and applies its EXIF rotation", async () => {
    const rotated = await sharp({
      create: { width: 300, height: 100, channels: 3, background: "#000" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await checkImage(new File([new Uint8Array(rotated)], "phone.jpg"), required);
    if (!result.ok) throw new Error(result.message);
    const meta = await sharp(Buffer.from(await result.value.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.orientation ?? 1).toBe(1);
  });
});

describe("checkDocument", () => {
  const pdf = new File(["%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"], "book.pdf", {
    type: "application/pdf",
  });
  const needsFile = { requiredMessage: "Please Upload File To Create Product" };

  it("accepts a PDF chosen as PDF and labels it application/pdf", async () => {
    const result = await checkDocument(pdf, 0, needsFile);
    expect(result.ok && result.value.type).toBe("application/pdf");
  });

  it("refuses a PDF chosen as EXCEL, naming the accepted extensions", async () => {
    const result = await checkDocument(pdf, 1, needsFile);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(".xlsx, .xls");
  });

  it("accepts an old binary Office file for an Office type with that type's content type", async () => {
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const result = await checkDocument(new File([ole], "sheet.xls"), 1, needsFile);
    expect(result.ok && result.value.type).toBe("application/vnd.ms-excel");
  });

  it("says the required message without a file and refuses an oversized one", async () => {
    expect(await checkDocument(null, 0, needsFile)).toEqual({
      ok: false,
      message: "Please Upload File To Create Product",
    });
    const big = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], "big.pdf");
    expect(await checkDocument(big, 0, needsFile)).toEqual({
      ok: false,
      message: "The file is larger than 25 MB. Please choose a smaller file.",
    });
  });
});
