import { describe, expect, it } from "vitest";
import {
  addProjectImage,
  chooseMainImage,
  hasExactlyOneMainImage,
  removeProjectImage,
} from "@/lib/project-images";

const list = [
  { key: "a", isMainImage: true },
  { key: "b", isMainImage: false },
  { key: "c", isMainImage: false },
];

describe("chooseMainImage", () => {
  it("makes the chosen image the only main image (radio semantics)", () => {
    expect(chooseMainImage(list, "c").map((image) => image.isMainImage)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("leaves the list unchanged for an unknown key and never mutates its input", () => {
    expect(chooseMainImage(list, "zzz")).toEqual(list);
    chooseMainImage(list, "b");
    expect(list[0]!.isMainImage).toBe(true);
  });
});

describe("addProjectImage", () => {
  it("makes the first image of a project the main one", () => {
    expect(addProjectImage([], { key: "a", isMainImage: false })).toEqual([
      { key: "a", isMainImage: true },
    ]);
  });

  it("adds later images as not main, even when they claim to be", () => {
    const next = addProjectImage(list, { key: "d", isMainImage: true });
    expect(next.map((image) => image.isMainImage)).toEqual([true, false, false, false]);
  });
});

describe("removeProjectImage", () => {
  it("refuses to remove the main image while other images remain", () => {
    expect(removeProjectImage(list, "a")).toEqual({
      ok: false,
      message: "Please Choose Another Main Image Before Deleting Your Main Image",
    });
  });

  it("removes an image that is not the main one", () => {
    expect(removeProjectImage(list, "b")).toEqual({
      ok: true,
      images: [list[0], list[2]],
    });
  });

  it("removes the old main image once another one was chosen", () => {
    const result = removeProjectImage(chooseMainImage(list, "b"), "a");
    expect(result.ok && result.images.map((image) => image.key)).toEqual(["b", "c"]);
  });

  it("lets the last image go, main or not", () => {
    expect(removeProjectImage([{ key: "a", isMainImage: true }], "a")).toEqual({
      ok: true,
      images: [],
    });
  });
});

describe("hasExactlyOneMainImage", () => {
  it("is true for one main image only", () => {
    expect(hasExactlyOneMainImage(list)).toBe(true);
    expect(hasExactlyOneMainImage(list.map((image) => ({ ...image, isMainImage: true })))).toBe(
      false,
    );
    expect(hasExactlyOneMainImage(list.map((image) => ({ ...image, isMainImage: false })))).toBe(
      false,
    );
  });
});
