import { describe, expect, it } from "vitest";
import { signToken } from "../src/auth/tokens";
import { call, createUser, getTestContext } from "./helpers";

describe("the app frame", () => {
  it("answers unknown paths with a 404 problem", async () => {
    const response = await call("GET", "/api/Nothing/Here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 404, title: "Not Found" });
  });

  it("matches paths case-insensitively", async () => {
    expect((await call("GET", "/HEALTH")).status).toBe(200);
  });

  it("treats an expired or forged token as no token", async () => {
    const { jwtSecret } = await getTestContext();
    const user = await createUser("Admin");
    const expired = await signToken(
      { id: user.id, role: "Admin" },
      jwtSecret,
      Date.now() - 8 * 24 * 3600 * 1000,
    );
    const forged = await signToken(
      { id: user.id, role: "Admin" },
      new TextEncoder().encode("x".repeat(40)),
    );
    for (const token of [expired, forged, "not-a-jwt"]) {
      // The students list is admin-only: a bad token must be refused as unauthenticated.
      expect((await call("GET", "/api/Students", { token })).status).toBe(401);
    }
  });
});
