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

  it("gives the large size 44 px (h-11) and wider padding instead of the default's", () => {
    const list = classes(buttonClassName({ variant: "danger", size: "lg" }));
    expect(list).toEqual(expect.arrayContaining(["h-11", "px-6", "bg-red-700"]));
    expect(list).not.toContain("h-10");
    expect(list).not.toContain("px-4");
  });

  it("keeps the default size's height and padding when the caller adds only other utilities", () => {
    const list = classes(buttonClassName("ghost", "underline"));
    expect(list).toEqual(expect.arrayContaining(["h-10", "px-4", "underline"]));
  });
});
