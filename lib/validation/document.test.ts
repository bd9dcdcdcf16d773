import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/test/validation-support";
import {
  documentFieldsSchema,
  documentRepairPath,
  documentTexts,
  productFieldsSchema,
  publicationFieldsSchema,
  removeProductEnrollmentSchema,
  updateProductSchema,
  updatePublicationSchema,
} from "@/lib/validation/document";

describe("productFieldsSchema (spec §5 Create product)", () => {
  it("accepts a product and reads the price in $ and the file type code", () => {
    expect(
      productFieldsSchema.parse({
        title: "  Footing sheet ",
        price: "12.5",
        fileType: "1",
        description: " Excel ",
      }),
    ).toEqual({ title: "Footing sheet", price: 12.5, fileType: 1, description: "Excel" });
  });

  it("takes 0 as a price: the product is free", () => {
    expect(
      productFieldsSchema.parse({ title: "Guide", price: "0", fileType: "0", description: "d" })
        .price,
    ).toBe(0);
  });

  it("says the spec's texts for an empty form", () => {
    expect(fieldErrorsOf(productFieldsSchema, {})).toEqual({
      title: ["Enter File Name"],
      price: ["Enter File Price"],
      fileType: ["Choose the file type"],
      description: ["Enter File Description"],
    });
    expect(
      fieldErrorsOf(productFieldsSchema, {
        title: "  ",
        price: " ",
        fileType: "0",
        description: "\n",
      }),
    ).toEqual({
      title: ["Enter File Name"],
      price: ["Enter File Price"],
      description: ["Enter File Description"],
    });
  });

  it("refuses a price that is not a number, negative or finer than cents", () => {
    const base = { title: "T", fileType: "0", description: "D" };
    expect(fieldErrorsOf(productFieldsSchema, { ...base, price: "abc" })).toEqual({
      price: ["Enter File Price"],
    });
    expect(fieldErrorsOf(productFieldsSchema, { ...base, price: "1e3" })).toEqual({
      price: ["Enter File Price"],
    });
    const invalid = "Enter a price in $ of 0 or more, with at most 2 decimals (0 means free)";
    expect(fieldErrorsOf(productFieldsSchema, { ...base, price: "-1" })).toEqual({
      price: [invalid],
    });
    expect(fieldErrorsOf(productFieldsSchema, { ...base, price: "0.001" })).toEqual({
      price: [invalid],
    });
    expect(productFieldsSchema.parse({ ...base, price: "0.29" }).price).toBe(0.29);
  });

  it("refuses a file type outside 0–3 and a title longer than the upstream stores", () => {
    expect(
      fieldErrorsOf(productFieldsSchema, {
        title: "x".repeat(451),
        price: "1",
        fileType: "4",
        description: "d",
      }),
    ).toEqual({
      title: ["File Name must be 450 characters or fewer"],
      fileType: ["Choose the file type"],
    });
  });
});

describe("publicationFieldsSchema (spec §5 Create publication)", () => {
  it("has no price and no file type", () => {
    expect(
      publicationFieldsSchema.parse({
        title: "Notes",
        description: "Free",
        price: "9",
        fileType: "2",
      }),
    ).toEqual({ title: "Notes", description: "Free" });
    expect(fieldErrorsOf(publicationFieldsSchema, {})).toEqual({
      title: ["Enter File Name"],
      description: ["Enter File Description"],
    });
  });

  it("is what documentFieldsSchema gives for each kind", () => {
    expect(documentFieldsSchema("product")).toBe(productFieldsSchema);
    expect(documentFieldsSchema("publication")).toBe(publicationFieldsSchema);
  });
});

describe("update and remove schemas", () => {
  it("checks the id as well as the fields", () => {
    expect(
      updateProductSchema.parse({ id: "4", title: "A", description: "B", price: "0" }),
    ).toEqual({ id: 4, title: "A", description: "B", price: 0 });
    expect(
      updateProductSchema.safeParse({ id: "-4", title: "A", description: "B", price: "1" }).success,
    ).toBe(false);
    expect(
      updatePublicationSchema.safeParse({ id: "1.5", title: "A", description: "B" }).success,
    ).toBe(false);
    expect(
      removeProductEnrollmentSchema.safeParse({ productId: 3, studentId: "x' OR '1'='1" }).success,
    ).toBe(false);
  });
});

describe("documentTexts", () => {
  it("states each kind's spec texts", () => {
    expect(documentTexts.product).toEqual({
      fileRequired: "Please Upload File To Create Product",
      created: "Product Added Successfully",
      createFailed: "Error Creating Product",
      imageFailed: "Failed To Add Image To Product",
      fileFailed: "Failed To Add File To Product",
      updateFailed: "failed to update product",
      deleteFailed: "Failed to Delete Product",
      empty: "No Products Yet!",
    });
    expect(documentTexts.publication).toEqual({
      fileRequired: "Please Upload File To Create Publication",
      created: "Publication Added Successfully",
      createFailed: "Error Creating Publication",
      imageFailed: "Failed To Add Image To Publication",
      fileFailed: "Failed To Add File To Publication",
      updateFailed: "failed to update Publication",
      deleteFailed: "Failed to Delete Publication",
      // The spec's 'No Projects Yet!' is a copy slip: publications are meant.
      empty: "No Publications Yet!",
    });
  });

  it("sends a half-made document to its manage page, searched and highlighted", () => {
    expect(documentRepairPath("product", 7, "Beam & slab")).toBe(
      "/manageProducts?q=Beam+%26+slab&highlight=7",
    );
    expect(documentRepairPath("publication", 2, "Notes")).toBe(
      "/managePublications?q=Notes&highlight=2",
    );
  });
});
