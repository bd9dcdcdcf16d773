import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "@/lib/auth/client-address";

describe("clientAddressFrom", () => {
  it("takes the connection's address when reached directly (the proxy dropped the browser's header)", () => {
    expect(clientAddressFrom("203.0.113.4", 0)).toBe("203.0.113.4");
    expect(clientAddressFrom("::1", 0)).toBe("::1");
  });

  it("takes the address the trusted reverse proxies saw, not what the browser claimed", () => {
    // The browser sent "10.9.9.9"; one proxy appended the client it saw.
    expect(clientAddressFrom("10.9.9.9, 203.0.113.4", 1)).toBe("203.0.113.4");
    // Two proxies: the second appended the first proxy's address.
    expect(clientAddressFrom("10.9.9.9, 203.0.113.4, 192.0.2.10", 2)).toBe("203.0.113.4");
  });

  it("never reads past the left end, and says unknown without a header", () => {
    expect(clientAddressFrom("203.0.113.4", 3)).toBe("203.0.113.4");
    expect(clientAddressFrom(null, 0)).toBe("unknown");
    expect(clientAddressFrom(" , ", 1)).toBe("unknown");
  });
});
