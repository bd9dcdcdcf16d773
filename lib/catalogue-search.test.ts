import { describe, expect, it } from "vitest";
import { searchByName } from "@/lib/catalogue-search";

const courses = [
  { name: "ETABS for High-Rise Buildings" },
  { name: "SAP2000 for Bridges and Special Structures" },
  { name: "SAFE: Slab and Foundation Design" },
  { name: "Reinforced Concrete Design to the Egyptian Code ECP 203" },
];

describe("searchByName", () => {
  it("keeps the courses whose name holds the term, in any case, in list order", () => {
    expect(searchByName(courses, "design").map((course) => course.name)).toEqual([
      "SAFE: Slab and Foundation Design",
      "Reinforced Concrete Design to the Egyptian Code ECP 203",
    ]);
    expect(searchByName(courses, "ETABS").map((course) => course.name)).toEqual([
      "ETABS for High-Rise Buildings",
    ]);
    expect(searchByName(courses, "high-rise").map((course) => course.name)).toEqual([
      "ETABS for High-Rise Buildings",
    ]);
  });

  it("keeps every course for an empty term and none for a term no name holds", () => {
    expect(searchByName(courses, "")).toEqual(courses);
    expect(searchByName(courses, "Revit")).toEqual([]);
  });

  it("matches the name only, as a whole substring, and Arabic names however composed", () => {
    expect(searchByName(courses, "Bridges Design")).toEqual([]);
    const arabic = [{ name: "تصميم المنشآت الخرسانية" }];
    // "آ" written as alef + madda above (decomposed) still finds the composed name.
    expect(searchByName(arabic, "المنشا\u0653ت")).toEqual(arabic);
  });

  it("ignores the hamza on alef, ى/ي, ة/ه, vowel signs and tatweel, in the term and the name alike", () => {
    const arabic = [
      { name: "حساب الإجهاد في الكمرات" },
      { name: "الاجهاد والانفعال" },
      { name: "تصميم الأساسات الخرسانية" },
      { name: "مستوى الـمنشأ" },
      { name: "الإِجْهَاد المُسْبَق" },
    ];
    const names = (term: string) => searchByName(arabic, term).map((course) => course.name);
    const stress = ["حساب الإجهاد في الكمرات", "الاجهاد والانفعال", "الإِجْهَاد المُسْبَق"];
    expect(names("الاجهاد")).toEqual(stress);
    expect(names("الإجهاد")).toEqual(stress);
    expect(names("الأساسات الخرسانيه")).toEqual(["تصميم الأساسات الخرسانية"]);
    expect(names("مستوي المنشا")).toEqual(["مستوى الـمنشأ"]);
    expect(names("المسبق")).toEqual(["الإِجْهَاد المُسْبَق"]);
    expect(names("الانشاءات")).toEqual([]);
  });

  it("keeps %, _ and \\ literal, and a run of spaces in a name as one", () => {
    const odd = [{ name: "100% Steel_2" }, { name: "Steel  Beam Design" }];
    expect(searchByName(odd, "l_2")).toEqual([odd[0]]);
    expect(searchByName(odd, "e_l")).toEqual([]);
    expect(searchByName(odd, "steel beam")).toEqual([odd[1]]);
  });
});
