import { describe, expect, it } from "vitest";
import { sharedTestRedis } from "@/cache-handlers/test-redis-server";
import { createRevokedSessions } from "@/lib/auth/revoked-sessions";

describe("revoked sessions in memory", () => {
  it("refuses a token until the session's own end, and only that token", async () => {
    let now = Date.UTC(2026, 10, 27, 12);
    const revoked = createRevokedSessions(
      { kind: "memory" },
      { records: new Map(), now: () => now },
    );
    await revoked.revoke("token-a", now + 60_000);
    expect(await revoked.isRevoked("token-a")).toBe(true);
    expect(await revoked.isRevoked("token-b")).toBe(false);
    now += 60_000;
    expect(await revoked.isRevoked("token-a")).toBe(false);
  });
});

describe("revoked sessions in Redis", () => {
  const { connect, redis } = sharedTestRedis();

  it("a logout on one instance is refused by the other", async () => {
    const store = {
      kind: "redis" as const,
      connection: await connect(),
      keyPrefix: "revoked-test:",
    };
    const first = createRevokedSessions(store, { records: new Map() });
    const second = createRevokedSessions(
      { ...store, connection: await connect() },
      { records: new Map() },
    );
    await first.revoke("token-shared", Date.now() + 60_000);
    expect(await second.isRevoked("token-shared")).toBe(true);
    expect(await second.isRevoked("token-other")).toBe(false);
  });

  it("while Redis is away, the instance that revoked still refuses, and nobody else is signed out", async () => {
    const connection = await connect();
    const revoked = createRevokedSessions(
      { kind: "redis", connection, keyPrefix: "revoked-down:" },
      { records: new Map() },
    );
    await redis().kill();
    await revoked.revoke("token-down", Date.now() + 60_000);
    expect(await revoked.isRevoked("token-down")).toBe(true);
    expect(await revoked.isRevoked("token-alive")).toBe(false);
    await redis().restart();
  });
});
