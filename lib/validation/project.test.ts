import { describe, expect, it } from "vitest";
import {
  MAX_PROJECT_IMAGES,
  projectFormData,
  projectFormSchema,
  projectRequestSchema,
  type ProjectFormImage,
} from "@/lib/validation/project";

const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "tower.jpg", {
  type: "image/jpeg",
});

function newImage(overrides: Partial<ProjectFormImage> = {}): ProjectFormImage {
  return {
    key: "n1",
    existingImageId: null,
    imageUrl: null,
    title: "Front elevation",
    description: "The tower from the street",
    isMainImage: true,
    file,
    ...overrides,
  };
}

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe("projectFormSchema (the browser's rules)", () => {
  it("accepts a name and one complete main image", () => {
    expect(projectFormSchema.safeParse({ name: "Tower", images: [newImage()] }).success).toBe(true);
  });

  it("says 'Please enter a name' for a blank name", () => {
    const result = projectFormSchema.safeParse({ name: "   ", images: [newImage()] });
    expect(messagesOf(result)).toEqual(["Please enter a name"]);
  });

  it("says 'You Need To Add At Least 1 Image' for no images", () => {
    const result = projectFormSchema.safeParse({ name: "Tower", images: [] });
    expect(messagesOf(result)).toEqual(["You Need To Add At Least 1 Image"]);
  });

  it("needs a title, a description and a file for every new image", () => {
    const result = projectFormSchema.safeParse({
      name: "Tower",
      images: [newImage({ title: "", description: " ", file: null })],
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(byPath).toEqual({
      "images.0.title": "Please enter a title for this image",
      "images.0.description": "Please enter a description for this image",
      "images.0.file": "Please choose an image file",
    });
  });

  it("does not ask a kept image for a title or file (the upstream never returns them)", () => {
    const kept = newImage({ existingImageId: 7, title: "", file: null, imageUrl: "/media/x" });
    expect(projectFormSchema.safeParse({ name: "Tower", images: [kept] }).success).toBe(true);
  });

  it("needs exactly one main image", () => {
    const none = projectFormSchema.safeParse({
      name: "Tower",
      images: [newImage({ isMainImage: false })],
    });
    expect(messagesOf(none)).toEqual(["Please choose the main image"]);
    const two = projectFormSchema.safeParse({
      name: "Tower",
      images: [newImage(), newImage({ key: "n2" })],
    });
    expect(messagesOf(two)).toEqual(["Please choose the main image"]);
  });

  it(`refuses more than ${MAX_PROJECT_IMAGES} images`, () => {
    const images = Array.from({ length: MAX_PROJECT_IMAGES + 1 }, (_, index) =>
      newImage({ key: `n${index}`, isMainImage: index === 0 }),
    );
    expect(messagesOf(projectFormSchema.safeParse({ name: "Tower", images }))).toEqual([
      "A project can have at most 20 images",
    ]);
  });
});

describe("projectRequestSchema (the route handlers' rules)", () => {
  it("round-trips what projectFormData sends, without keys, previews or files", () => {
    const form = projectFormData({
      name: " Tower ",
      images: [
        newImage(),
        newImage({
          key: "k",
          existingImageId: 7,
          title: "ignored",
          isMainImage: false,
          file: null,
        }),
      ],
    });
    expect(form.get("file-0")).toBeInstanceOf(File);
    expect(form.get("file-1")).toBeNull();
    const parsed = projectRequestSchema.safeParse({
      name: form.get("name"),
      images: form.get("images"),
    });
    expect(parsed.success && parsed.data).toEqual({
      name: "Tower",
      images: [
        {
          existingImageId: null,
          title: "Front elevation",
          description: "The tower from the street",
          isMainImage: true,
        },
        {
          existingImageId: 7,
          title: "",
          description: "The tower from the street",
          isMainImage: false,
        },
      ],
    });
  });

  it("says 'Please enter a name' when the name is missing", () => {
    expect(messagesOf(projectRequestSchema.safeParse({ images: "[]" }))[0]).toBe(
      "Please enter a name",
    );
  });

  it("says 'You Need To Add At Least 1 Image' for a missing, malformed or empty list", () => {
    for (const images of [undefined, "not json", "{}", "[]"]) {
      expect(messagesOf(projectRequestSchema.safeParse({ name: "Tower", images }))).toEqual([
        "You Need To Add At Least 1 Image",
      ]);
    }
  });

  it("refuses forged ids and a second main image", () => {
    const forged = JSON.stringify([
      { existingImageId: "1 OR 1=1", title: "", description: "d", isMainImage: true },
    ]);
    expect(projectRequestSchema.safeParse({ name: "Tower", images: forged }).success).toBe(false);
    const twoMain = JSON.stringify([
      { existingImageId: 1, title: "", description: "d", isMainImage: true },
      { existingImageId: 2, title: "", description: "d", isMainImage: true },
    ]);
    expect(messagesOf(projectRequestSchema.safeParse({ name: "Tower", images: twoMain }))).toEqual([
      "Please choose the main image",
    ]);
  });
});
