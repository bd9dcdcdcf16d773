import { describe, expect, it } from "vitest";
import { demoPaymentProblem, envSchema, parseEnv, webServerEnvSchema } from "@/lib/env-schema.mjs";

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

describe("demoPaymentProblem", () => {
  const payment = {
    PAYMENT_WALLET_NUMBER: "+20 122 555 0101",
    PAYMENT_CARD_EGP_ACCOUNT: "EG12 0003 0004 0005 0006 0007 0008",
    PAYMENT_CARD_USD_ACCOUNT: "EG12 0003 0004 0005 0006 0007 0009",
    PAYMENT_INSTANT_TRANSFER_ADDRESS: "brightway.eg@instapay",
  };

  it("refuses a production site on a public SITE_URL that left payment settings unset, naming them", () => {
    expect(
      demoPaymentProblem({
        NODE_ENV: "production",
        SITE_URL: "https://brightway.example",
        ...payment,
        PAYMENT_CARD_USD_ACCOUNT: " ",
      }),
    ).toBe(
      "Invalid configuration:\n- PAYMENT_CARD_USD_ACCOUNT, PAYMENT_WHATSAPP_NUMBER: a production site (SITE_URL https://brightway.example) must set the business's own payment details; without them /payment tells buyers to pay the demo wallet and accounts",
    );
  });

  it("lets the README's run, the e2e suites, development and a fully set site start", () => {
    for (const SITE_URL of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"])
      expect(demoPaymentProblem({ NODE_ENV: "production", SITE_URL })).toBeNull();
    expect(demoPaymentProblem({ NODE_ENV: "production" })).toBeNull();
    expect(
      demoPaymentProblem({ NODE_ENV: "development", SITE_URL: "https://brightway.example" }),
    ).toBeNull();
    expect(
      demoPaymentProblem({
        NODE_ENV: "production",
        SITE_URL: "https://brightway.example",
        ...payment,
        PAYMENT_WHATSAPP_NUMBER: "201225550101",
      }),
    ).toBeNull();
  });
});
