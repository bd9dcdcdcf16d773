import { describe, expect, it, vi } from "vitest";
import {
  BEFORE_FIRST_PAGE,
  listHref,
  pageLocally,
  pageParam,
  previousPageNumber,
  resolvePage,
  searchTermParam,
} from "@/lib/paging";
import { parseSearchParams } from "@/lib/search-params";

/** `?page=` and `?q=` read as a page reads them. */
const parsePageParam = (page: string | string[] | undefined) =>
  parseSearchParams({ page }, { page: pageParam }).page;
const parseSearchParam = (q: string | string[] | undefined) =>
  parseSearchParams({ q }, { q: searchTermParam }).q;

/** A fake paged list of `total` items, 20 per page, recording which pages were read. */
function pagedList(total: number) {
  const items = Array.from({ length: total }, (_, index) => index + 1);
  const readPage = vi.fn(async (page: number) => items.slice((page - 1) * 20, page * 20));
  return readPage;
}

describe("pageParam", () => {
  it("reads a positive page", () => {
    expect(parsePageParam("3")).toEqual({ page: 3, status: null });
    expect(parsePageParam(["2", "5"])).toEqual({ page: 2, status: null });
  });

  it("treats missing or malformed values as page 1 without a message", () => {
    for (const value of [undefined, "", "abc", "1.5", "1e3", "99999999", "2; drop"]) {
      expect(parsePageParam(value)).toEqual({ page: 1, status: null });
    }
  });

  it("turns page 0 or below into page 1 with the first-page message", () => {
    expect(parsePageParam(String(BEFORE_FIRST_PAGE))).toEqual({ page: 1, status: "first-page" });
    expect(parsePageParam("-4")).toEqual({ page: 1, status: "first-page" });
  });
});

describe("previousPageNumber", () => {
  it("goes back one page, and from page 1 to the before-first marker", () => {
    expect(previousPageNumber(3)).toBe(2);
    expect(previousPageNumber(1)).toBe(BEFORE_FIRST_PAGE);
  });
});

describe("resolvePage", () => {
  it("shows a page with items as it is", async () => {
    const readPage = pagedList(45);
    const resolved = await resolvePage({ page: 2, status: null }, readPage);
    expect(resolved).toEqual({ page: 2, items: expect.any(Array), status: null });
    expect(resolved.items).toHaveLength(20);
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it("keeps the first-page message on page 1", async () => {
    const resolved = await resolvePage({ page: 1, status: "first-page" }, pagedList(6));
    expect(resolved.status).toBe("first-page");
    expect(resolved.items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("keeps the previous list with the last-page message when the next page is empty", async () => {
    const readPage = pagedList(6);
    const resolved = await resolvePage({ page: 2, status: null }, readPage);
    expect(resolved).toEqual({ page: 1, items: [1, 2, 3, 4, 5, 6], status: "last-page" });
    expect(readPage.mock.calls.map(([page]) => page)).toEqual([2, 1]);
  });

  it("keeps page 2 when page 3 is empty", async () => {
    const resolved = await resolvePage({ page: 3, status: null }, pagedList(40));
    expect(resolved.page).toBe(2);
    expect(resolved.status).toBe("last-page");
    expect(resolved.items[0]).toBe(21);
  });

  it("falls back to page 1 for a page far past the end", async () => {
    const resolved = await resolvePage({ page: 9, status: null }, pagedList(6));
    expect(resolved).toEqual({ page: 1, items: [1, 2, 3, 4, 5, 6], status: "last-page" });
  });

  it("shows an empty first page without a paging message (the empty-list text applies)", async () => {
    const resolved = await resolvePage({ page: 1, status: null }, pagedList(0));
    expect(resolved).toEqual({ page: 1, items: [], status: null });
  });

  it("lets read failures through", async () => {
    const failing = async () => {
      throw new Error("upstream down");
    };
    await expect(resolvePage({ page: 1, status: null }, failing)).rejects.toThrow("upstream down");
  });
});

describe("listHref", () => {
  it("leaves page 1 and a blank search out", () => {
    expect(listHref("/products", 1)).toBe("/products");
    expect(listHref("/products", 1, "   ")).toBe("/products");
  });

  it("keeps the search term and the page", () => {
    expect(listHref("/publications", 2, "wind loads")).toBe("/publications?q=wind+loads&page=2");
    expect(listHref("/products", BEFORE_FIRST_PAGE)).toBe("/products?page=0");
  });
});

describe("searchTermParam", () => {
  it("takes the first value, trimmed and cut to 100 characters", () => {
    expect(parseSearchParam("  beam ")).toBe("beam");
    expect(parseSearchParam(["wind", "x"])).toBe("wind");
    expect(parseSearchParam(undefined)).toBe("");
    expect(parseSearchParam("a".repeat(300))).toHaveLength(100);
  });
});

describe("pageLocally", () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1);

  it("cuts the requested page and says whether another follows", () => {
    expect(pageLocally(items, { page: 2, status: null }, 10)).toEqual({
      page: 2,
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      status: null,
      hasNext: true,
    });
    expect(pageLocally(items, { page: 3, status: null }, 10)).toMatchObject({
      items: [21, 22, 23, 24, 25],
      hasNext: false,
    });
  });

  it("shows the last page with the last-page message past the end, and keeps the first-page message", () => {
    expect(pageLocally(items, { page: 4, status: null }, 10)).toMatchObject({
      page: 3,
      status: "last-page",
    });
    expect(pageLocally(items, { page: 1, status: "first-page" }, 10)).toMatchObject({
      page: 1,
      status: "first-page",
    });
    expect(pageLocally([], { page: 1, status: null }, 10)).toEqual({
      page: 1,
      items: [],
      status: null,
      hasNext: false,
    });
  });
});
