import { describe, expect, it } from "vitest";
import { envSchema, parseEnv, webServerEnvSchema } from "@/lib/env-schema.mjs";

const secret = "a".repeat(32);

describe("env-schema", () => {
  it("parses the app's settings with their defaults", () => {
    const env = parseEnv(envSchema, {
      SESSION_SECRET: secret,
      UPSTREAM_URL: "http://upstream:5172/",
    });
    expect(env.UPSTREAM_URL).toBe("http://upstream:5172");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.PAYMENT_WALLET_NUMBER).toBe("+20 100 000 0000");
  });

  it("names every missing or malformed setting, one per line", () => {
    expect(() => parseEnv(envSchema, { SESSION_SECRET: "short", TRUST_PROXY: "-1" })).toThrow(
      "Invalid configuration:\n- SESSION_SECRET: SESSION_SECRET is too short: use 32 or more characters\n- TRUST_PROXY:",
    );
  });

  it("gives the web server its own settings by the app's rules, without the app's secrets", () => {
    expect(parseEnv(webServerEnvSchema, { PORT: "3740", TRUST_PROXY: "1" })).toEqual({
      PORT: 3740,
      TRUST_PROXY: 1,
      UPSTREAM_READ_TIMEOUT_MS: 3000,
      LOG_LEVEL: "info",
      LOG_FORMAT: "auto",
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(() => parseEnv(webServerEnvSchema, { PORT: "x", LOG_FORMAT: "xml" })).toThrow(
      "Invalid configuration:\n- LOG_FORMAT: LOG_FORMAT must be auto, json or pretty\n- PORT: PORT must be a whole number from 0 to 65535",
    );
  });
});
