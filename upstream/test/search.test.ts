import { foldSearchText } from "@brightway/contract";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { foldedContains, foldedSql } from "../src/search";
import { getTestContext } from "./helpers";

/** Words as admins and students write them: every letter form, mark and space the fold handles. */
const words = [
  "الإجهاد",
  "الاجهاد",
  "الإِجْهَاد المُسْبَق",
  "أحمد",
  "ا\u0654حمد",
  "تصميم المنشآت",
  "المنشا\u0653ت",
  "ٱلرحمن",
  "مستوى",
  "مستوي",
  "الخرسانة",
  "الخرسانه",
  "هٰذا",
  "تصـــميم",
  "الزَّهراءُ",
  "مسؤول بيئة",
  "ETABS for High-Rise Buildings",
  "Über  Beton",
  "100% steel_2 a\\b",
  "  Steel \t Beam\u00A0 Design\n",
  "\u064E",
];

/** The first row of a query; both drivers answer `{ rows }`, which the shared `Database` type leaves unknown. */
async function firstRow<T>(query: SQL): Promise<T | undefined> {
  const { database } = await getTestContext();
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

describe("foldedSql (the SQL form of the contract's foldSearchText)", () => {
  it("folds every word as foldSearchText does", async () => {
    for (const word of words) {
      const row = await firstRow<{ folded: string }>(
        sql`select ${foldedSql(sql`${word}::text`)} as folded`,
      );
      expect(row?.folded, JSON.stringify(word)).toBe(foldSearchText(word));
    }
  });

  it("matches a term whatever hamza, ya, ta marbuta or marks either side has, and no condition for a term that folds to nothing", async () => {
    const matches = async (text: string, term: string) =>
      (
        await firstRow<{ hit: boolean }>(
          sql`select coalesce(${foldedContains([sql`${text}::text`], term)}, false) as hit`,
        )
      )?.hit;
    expect(await matches("حساب الإجهاد", "الاجهاد")).toBe(true);
    expect(await matches("حساب الاجهاد", "الإجهاد")).toBe(true);
    expect(await matches("الخرسانة المسلحة", "الخرسانه")).toBe(true);
    expect(await matches("100% steel_2", "l_2")).toBe(true);
    expect(await matches("100% steel_2", "e_l")).toBe(false);
    expect(await matches("a\\b", "a\\b")).toBe(true);
    expect(foldedContains([sql`'x'`], "\u064E")).toBeUndefined();
    expect(foldedContains([sql`'x'`], undefined)).toBeUndefined();
  });
});
