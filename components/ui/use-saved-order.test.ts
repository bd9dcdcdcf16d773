import { describe, expect, it } from "vitest";
import { applyOrder } from "@/components/ui/use-saved-order";

const rows = [
  { id: "a", title: "Grids" },
  { id: "b", title: "Loads" },
  { id: "c", title: "Design" },
];
const idOf = (row: { id: string }) => row.id;

describe("applyOrder", () => {
  it("draws the items in the order of the ids when they name the same items", () => {
    expect(applyOrder(rows, ["c", "a", "b"], idOf).map(idOf)).toEqual(["c", "a", "b"]);
  });

  it("keeps the server's order when the list changed since (an item added or replaced)", () => {
    expect(applyOrder(rows, ["b", "a"], idOf).map(idOf)).toEqual(["a", "b", "c"]);
    expect(applyOrder(rows, ["c", "a", "x"], idOf).map(idOf)).toEqual(["a", "b", "c"]);
    expect(applyOrder(rows, null, idOf).map(idOf)).toEqual(["a", "b", "c"]);
  });
});
