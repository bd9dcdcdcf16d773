import { describe, expect, it } from "vitest";
import { failureRefusals, requestRefusals } from "./throttle-policy";

const count = (name: string, refused: boolean, consumedPoints: number) => ({
  name,
  refused,
  res: { consumedPoints },
});

describe("failureRefusals", () => {
  it("lets an address's first try at a used-up account through, and refuses the same address's second", () => {
    const account = count("account", true, 50);
    expect(failureRefusals(count("pair", false, 1), count("address", false, 1), account)).toEqual(
      [],
    );
    expect(
      failureRefusals(count("pair", false, 2), count("address", false, 2), account).map(
        (c) => c.name,
      ),
    ).toEqual(["account"]);
  });

  it("names the pair and the address before the account", () => {
    const names = failureRefusals(
      count("pair", true, 6),
      count("address", true, 21),
      count("account", true, 50),
    ).map((c) => c.name);
    expect(names).toEqual(["pair", "address", "account"]);
  });
});

describe("requestRefusals", () => {
  it("without a pair, a used-up account refuses everyone, named first", () => {
    const names = requestRefusals(count("account", true, 6), count("address", true, 11)).map(
      (c) => c.name,
    );
    expect(names).toEqual(["account", "address"]);
  });

  it("with a pair, a stranger's requests do not shut the owner's first request out", () => {
    expect(
      requestRefusals(
        count("account", true, 6),
        count("address", false, 1),
        count("pair", false, 1),
      ),
    ).toEqual([]);
    expect(
      requestRefusals(
        count("account", true, 7),
        count("address", false, 2),
        count("pair", false, 2),
      ).map((c) => c.name),
    ).toEqual(["account"]);
  });
});
