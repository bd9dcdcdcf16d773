import { describe, expect, it } from "vitest";
import { normaliseOutlineItems, outlineItemsFromText, outlineProblem } from "./course-outline";

describe("course outline lists", () => {
  it("takes one item a line, trimmed, inner spaces joined, blank lines dropped, order kept", () => {
    expect(
      outlineItemsFromText(
        "  Model a 20-storey tower \r\n\n\tCheck   drift to ECP 201\r  \nDesign shear walls",
      ),
    ).toEqual(["Model a 20-storey tower", "Check drift to ECP 201", "Design shear walls"]);
    expect(outlineItemsFromText(" \n \n")).toEqual([]);
  });

  it("stores Arabic text composed (NFC)", () => {
    // "e" + combining acute becomes one "é"; Arabic letters pass unchanged.
    expect(normaliseOutlineItems(["Cafe\u0301", "تصميم الأعمدة"])).toEqual([
      "Café",
      "تصميم الأعمدة",
    ]);
  });

  it("accepts up to 12 items of up to 200 characters, and names the first that is too long", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `Item ${index + 1}`);
    expect(outlineProblem(twelve)).toBeNull();
    expect(outlineProblem([...twelve, "Item 13"])).toEqual({ kind: "count" });
    expect(outlineProblem(["a".repeat(200)])).toBeNull();
    expect(outlineProblem(["Fine", "a".repeat(201), "b".repeat(300)])).toEqual({
      kind: "length",
      index: 1,
    });
    // Characters, not UTF-16 units: 200 characters of two units each pass.
    expect(outlineProblem(["𝑥".repeat(200)])).toBeNull();
  });
});
