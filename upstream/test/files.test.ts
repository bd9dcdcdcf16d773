import { beforeEach, describe, expect, it } from "vitest";
import { deleteFiles, readFilesBase64, storeFile } from "../src/files";
import { resetDatabase } from "./helpers";

describe("readFilesBase64", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("returns each stored file's bytes as base64, from the database and then from memory", async () => {
    const { database } = await resetDatabase();
    const a = await storeFile(database.db, {
      data: Buffer.from("first file"),
      contentType: "text/plain",
    });
    const b = await storeFile(database.db, {
      data: Buffer.from("second file"),
      contentType: "text/plain",
    });
    const first = await readFilesBase64(database.db, [a, b, null, a]);
    expect(first.get(a)).toBe(Buffer.from("first file").toString("base64"));
    expect(first.get(b)).toBe(Buffer.from("second file").toString("base64"));
    expect(first.size).toBe(2);
    const again = await readFilesBase64(database.db, [b]);
    expect(again.get(b)).toBe(Buffer.from("second file").toString("base64"));
  });

  it("forgets deleted files", async () => {
    const { database } = await resetDatabase();
    const id = await storeFile(database.db, {
      data: Buffer.from("doomed"),
      contentType: "text/plain",
    });
    expect((await readFilesBase64(database.db, [id])).has(id)).toBe(true);
    await deleteFiles(database.db, [id]);
    expect((await readFilesBase64(database.db, [id])).has(id)).toBe(false);
  });
});
