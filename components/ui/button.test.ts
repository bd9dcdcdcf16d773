import { describe, expect, it } from "vitest";
import { buttonClassName } from "./button";

const classes = (className: string) => className.split(/\s+/);

describe("buttonClassName", () => {
  it("lets the caller's size replace the variant's own, leaving no conflicting utilities", () => {
    const list = classes(buttonClassName("primary", "h-11 px-6"));
    expect(list).toContain("h-11");
    expect(list).toContain("px-6");
    expect(list).not.toContain("h-10");
    expect(list).not.toContain("px-4");
  });
});
