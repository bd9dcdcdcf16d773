import { describe, expect, it } from "vitest";
import { studentSession } from "@/test/action-support";
import { stubUpstream, textResponse } from "@/test/upstream-support";
import { expiredTags, state, updateTag } from "@/test/server-mocks";

const { deleteDocumentActionFor, updateDocumentActionFor } = await import("./document-mutations");
const updateProductAction = updateDocumentActionFor("product");
const updatePublicationAction = updateDocumentActionFor("publication");
const deleteProductAction = deleteDocumentActionFor("product");
const deletePublicationAction = deleteDocumentActionFor("publication");

describe("Edit / Edit Data", () => {
  it("updates a product's title, description and price, invalidates its tags, 'Data Updated Successfully'", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const result = await updateProductAction({
      id: "5",
      title: " Beam ",
      description: "d",
      price: "0",
    });
    expect(result).toEqual({ ok: true, message: "Data Updated Successfully" });
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Product/5");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      title: "Beam",
      description: "d",
      price: 0,
    });
    expect(expiredTags()).toEqual(["products", "product:5"]);
  });

  it("updates a publication without a price", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await updatePublicationAction({ id: 6, title: "Notes", description: "Free" });
    expect(calls[0]?.url.pathname).toBe("/api/Documents/Publication/6");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ title: "Notes", description: "Free" });
    expect(expiredTags()).toEqual(["publications", "publication:6"]);
  });

  it("says each kind's failure text", async () => {
    stubUpstream(() => textResponse(404, "Product with ID: 5 doesn't exist in the database "));
    expect(await updateProductAction({ id: 5, title: "A", description: "B", price: 1 })).toEqual({
      ok: false,
      message: "failed to update product",
    });
    expect(await updatePublicationAction({ id: 5, title: "A", description: "B" })).toEqual({
      ok: false,
      message: "failed to update Publication",
    });
  });

  it("validates with the spec's texts and refuses forged ids before any call", async () => {
    const calls = stubUpstream(() => textResponse(204));
    const result = await updateProductAction({ id: "5", title: "", description: "", price: "" });
    expect(result).toMatchObject({
      ok: false,
      message: "Enter File Name",
      fieldErrors: {
        title: ["Enter File Name"],
        description: ["Enter File Description"],
        price: ["Enter File Price"],
      },
    });
    expect((await updatePublicationAction({ id: "../1", title: "A", description: "B" })).ok).toBe(
      false,
    );
    expect(calls).toHaveLength(0);
  });
});

describe("Delete", () => {
  it("deletes each kind at its path and invalidates its tags", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect((await deleteProductAction({ id: 3 })).ok).toBe(true);
    expect((await deletePublicationAction({ id: 4 })).ok).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "DELETE /api/Documents/Product/3",
      "DELETE /api/Documents/Publication/4",
    ]);
    expect(updateTag).toHaveBeenCalledWith("product:3");
    expect(updateTag).toHaveBeenCalledWith("publication:4");
  });

  it("says 'Failed to Delete Product' / 'Failed to Delete Publication'", async () => {
    stubUpstream(() => textResponse(500));
    expect(await deleteProductAction({ id: 3 })).toEqual({
      ok: false,
      message: "Failed to Delete Product",
    });
    expect(await deletePublicationAction({ id: 3 })).toEqual({
      ok: false,
      message: "Failed to Delete Publication",
    });
  });
});

describe("refusals", () => {
  it("refuses a student every action before any upstream call", async () => {
    const calls = stubUpstream(() => textResponse(204));
    state.session = studentSession;
    const forbidden = { ok: false, message: "You are not allowed to do that." };
    expect(await updateProductAction({ id: 1, title: "A", description: "B", price: 1 })).toEqual(
      forbidden,
    );
    expect(await updatePublicationAction({ id: 1, title: "A", description: "B" })).toEqual(
      forbidden,
    );
    expect(await deleteProductAction({ id: 1 })).toEqual(forbidden);
    expect(await deletePublicationAction({ id: 1 })).toEqual(forbidden);
    expect(calls).toHaveLength(0);
  });

  it("sends a visitor to log in", async () => {
    state.session = null;
    await expect(deleteProductAction({ id: 1 })).rejects.toThrow(/NEXT_REDIRECT/);
  });
});
