import { describe, expect, it } from "vitest";
import { failureRefusals, isFirstTry, requestRefusals, throttleAddress } from "./throttle-policy";

const count = (name: string, refused: boolean, consumedPoints: number) => ({
  name,
  refused,
  res: { consumedPoints },
});

describe("failureRefusals", () => {
  it("refuses every address at a used-up account, unless the attempt is spared", () => {
    const account = count("account", true, 50);
    const fresh = [count("pair", false, 1), count("address", false, 1)] as const;
    expect(failureRefusals(...fresh, account, false).map((c) => c.name)).toEqual(["account"]);
    expect(failureRefusals(...fresh, account, true)).toEqual([]);
  });

  it("spares, with isFirstTry, an address's first try and not its second (reset codes)", () => {
    const account = count("account", true, 50);
    const first = count("pair", false, 1);
    const second = count("pair", false, 2);
    expect(failureRefusals(first, count("address", false, 1), account, isFirstTry(first))).toEqual(
      [],
    );
    expect(
      failureRefusals(second, count("address", false, 2), account, isFirstTry(second)).map(
        (c) => c.name,
      ),
    ).toEqual(["account"]);
  });

  it("names the pair and the address before the account, and spares neither", () => {
    const names = failureRefusals(
      count("pair", true, 6),
      count("address", true, 21),
      count("account", true, 50),
      false,
    ).map((c) => c.name);
    expect(names).toEqual(["pair", "address", "account"]);
    expect(
      failureRefusals(
        count("pair", true, 6),
        count("address", true, 21),
        count("account", true, 50),
        true,
      ).map((c) => c.name),
    ).toEqual(["pair", "address"]);
  });
});

describe("throttleAddress", () => {
  it.each([
    ["203.0.113.4", "203.0.113.4"],
    ["2001:db8:85a3:1:8a2e:370:7334:1", "2001:db8:85a3:1::/64"],
    ["2001:DB8:85A3:0001:ffff:ffff:ffff:ffff", "2001:db8:85a3:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.4", "203.0.113.4"],
    ["::FFFF:cb00:7104", "203.0.113.4"],
    ["2001:db8::ffff:1.2.3.4", "2001:db8:0:0::/64"],
    ["unknown", "unknown"],
    ["2001:db8:::1", "2001:db8:::1"],
    ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
  ])("counts %s as %s", (address, counted) => {
    expect(throttleAddress(address)).toBe(counted);
  });

  it("counts every address of one /64 as one client, and two /64s as two", () => {
    const counted = new Set(
      Array.from({ length: 1000 }, (_, i) => throttleAddress(`2001:db8:7:9:${i.toString(16)}::2`)),
    );
    expect([...counted]).toEqual(["2001:db8:7:9::/64"]);
    expect(throttleAddress("2001:db8:7:a::1")).not.toBe(throttleAddress("2001:db8:7:9::1"));
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
