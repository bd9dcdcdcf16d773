import { describe, expect, it } from "vitest";
import * as z from "@/lib/zod";
import {
  flagParam,
  oneOfParam,
  optionalParam,
  parseSearchParams,
  positiveIntParam,
  textParam,
} from "@/lib/search-params";

describe("parseSearchParams", () => {
  it("gives each schema the first value of its parameter", () => {
    expect(
      parseSearchParams(
        { token: ["abc", "def"], confirmed: "1", other: "x" },
        { token: textParam, confirmed: flagParam, missing: optionalParam },
      ),
    ).toEqual({ token: "abc", confirmed: true, missing: undefined });
  });

  it("turns an absent or invalid value into the default", () => {
    const shape = {
      token: textParam,
      stopped: flagParam,
      tab: oneOfParam(["wallet", "card", "instant"], "wallet"),
      project: positiveIntParam,
    };
    expect(parseSearchParams({}, shape)).toEqual({
      token: "",
      stopped: false,
      tab: "wallet",
      project: undefined,
    });
    expect(parseSearchParams({ stopped: "yes", tab: "cash", project: "0" }, shape)).toEqual({
      token: "",
      stopped: false,
      tab: "wallet",
      project: undefined,
    });
    expect(parseSearchParams({ tab: ["card", "instant"], project: "12" }, shape)).toMatchObject({
      tab: "card",
      project: 12,
    });
    expect(parseSearchParams({ project: "1234567890" }, shape).project).toBeUndefined();
  });

  it("throws only for a schema without a default", () => {
    expect(() => parseSearchParams({}, { id: z.string() })).toThrow();
  });
});
