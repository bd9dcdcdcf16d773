import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "@/lib/auth/client-address";

describe("clientAddressFrom", () => {
  it.each([
    // Reached directly (the proxy dropped the browser's header): the connection's address.
    { case: "direct, IPv4", header: "203.0.113.4", proxies: 0, address: "203.0.113.4" },
    { case: "direct, IPv6", header: "::1", proxies: 0, address: "::1" },
    // The address the trusted reverse proxies saw, not what the browser claimed ("10.9.9.9").
    {
      case: "one proxy appended the client it saw",
      header: "10.9.9.9, 203.0.113.4",
      proxies: 1,
      address: "203.0.113.4",
    },
    {
      case: "two proxies: the second appended the first proxy's address",
      header: "10.9.9.9, 203.0.113.4, 192.0.2.10",
      proxies: 2,
      address: "203.0.113.4",
    },
    // Never past the left end, and unknown without a header.
    {
      case: "fewer addresses than proxies",
      header: "203.0.113.4",
      proxies: 3,
      address: "203.0.113.4",
    },
    { case: "no header", header: null, proxies: 0, address: "unknown" },
    { case: "a header of blanks", header: " , ", proxies: 1, address: "unknown" },
  ])(
    "$case: $header behind $proxies trusted proxies is $address",
    ({ header, proxies, address }) => {
      expect(clientAddressFrom(header, proxies)).toBe(address);
    },
  );
});
