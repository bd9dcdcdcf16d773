import { describe, expect, it } from "vitest";
import { foldSearchText } from "./search-fold";

describe("foldSearchText (the one normalisation of every search, term and text alike)", () => {
  it("writes every hamza form of alef, and alef wasla, as the bare alef", () => {
    expect(foldSearchText("الإجهاد")).toBe("الاجهاد");
    expect(foldSearchText("أحمد")).toBe("احمد");
    expect(foldSearchText("آمال")).toBe("امال");
    expect(foldSearchText("ٱلرحمن")).toBe("الرحمن");
    expect(foldSearchText("الاجهاد")).toBe("الاجهاد");
  });

  it("writes alef maqsura as ya and ta marbuta as ha", () => {
    expect(foldSearchText("مستوى")).toBe(foldSearchText("مستوي"));
    expect(foldSearchText("مستوى")).toBe("مستوي");
    expect(foldSearchText("الخرسانة")).toBe(foldSearchText("الخرسانه"));
    expect(foldSearchText("الخرسانة")).toBe("الخرسانه");
  });

  it("drops vowel signs, shadda, sukun, the superscript alef and the tatweel", () => {
    expect(foldSearchText("الإِجْهَاد")).toBe("الاجهاد");
    expect(foldSearchText("الزَّهراءُ")).toBe("الزهراء");
    expect(foldSearchText("كِتَابٌ مُفِيدٌ")).toBe("كتاب مفيد");
    expect(foldSearchText("هٰذا")).toBe("هذا");
    expect(foldSearchText("تصـــميم")).toBe("تصميم");
  });

  it("reads a letter typed as alef and a combining madda or hamza as the letter", () => {
    // "آ" and "أ" written decomposed (alef + U+0653, alef + U+0654).
    expect(foldSearchText("المنشا\u0653ت")).toBe("المنشات");
    expect(foldSearchText("ا\u0654حمد")).toBe("احمد");
  });

  it("keeps other Arabic letters apart: waw and ya with hamza, and the lone hamza, are letters", () => {
    expect(foldSearchText("مسؤول")).toBe("مسؤول");
    expect(foldSearchText("بيئة")).toBe("بيئه");
    expect(foldSearchText("إنشاء")).toBe("انشاء");
  });

  it("lowers Latin case and keeps %, _ and \\ as they are", () => {
    expect(foldSearchText("ETABS for High-Rise")).toBe("etabs for high-rise");
    expect(foldSearchText("Über")).toBe("über");
    expect(foldSearchText("100% steel_2 a\\b")).toBe("100% steel_2 a\\b");
  });

  it("counts a run of spaces, tabs or no-break spaces as one space, none at the ends", () => {
    expect(foldSearchText("  Steel \t Beam\u00A0 Design\n")).toBe("steel beam design");
    expect(foldSearchText("تصميم   المنشآت")).toBe("تصميم المنشات");
    expect(foldSearchText("\u064E")).toBe("");
  });
});
