import { mkdtempSync, readFileSync, statSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { announceFirstAdmin } from "../src/accounts";
import { captureLogs } from "./helpers";

// A generated first-admin password used to be written to the output on every start that created
// the admin, production included, where the output is a log that others collect and keep.

const generated = {
  email: "admin@brightway.example",
  password: "Gen-erated-pass-17",
  created: true,
};

function announce(
  admin: { email: string; password: string | null; created: boolean },
  config: { NODE_ENV: "development" | "production" | "test"; ADMIN_PASSWORD?: string },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-admin-"));
  const logs = captureLogs();
  const printed: string[] = [];
  const file = announceFirstAdmin(
    admin,
    { ...config, UPSTREAM_DATA_DIR: dataDir },
    { logger: logs.logger, print: (line) => printed.push(line) },
  );
  return { dataDir, file, logged: logs.raw(), printed: printed.join("") };
}

describe("announceFirstAdmin", () => {
  it("in production, writes the generated password to a file only its owner can read and logs the path, never the password", () => {
    const { dataDir, file, logged, printed } = announce(generated, { NODE_ENV: "production" });
    expect(file).toBe(path.join(dataDir, "first-admin-password.txt"));
    expect(readFileSync(file!, "utf8")).toBe("Gen-erated-pass-17\n");
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(logged).toContain(file!);
    expect(logged).toContain("admin@brightway.example");
    expect(logged).not.toContain("Gen-erated-pass-17");
    expect(printed).toBe("");
  });

  it("in development (the README's run), prints the password once and writes no file", () => {
    const { dataDir, file, logged, printed } = announce(generated, { NODE_ENV: "development" });
    expect(printed).toContain(
      "[upstream] first admin created: admin@brightway.example / Gen-erated-pass-17",
    );
    expect(logged).not.toContain("Gen-erated-pass-17");
    expect(file).toBeNull();
    expect(existsSync(path.join(dataDir, "first-admin-password.txt"))).toBe(false);
  });

  it("with ADMIN_PASSWORD set, or an admin that already existed, neither prints nor writes a password", () => {
    for (const [admin, config] of [
      [
        { ...generated, password: "From-the-env-1234" },
        { NODE_ENV: "production", ADMIN_PASSWORD: "From-the-env-1234" },
      ],
      [{ ...generated, password: null, created: false }, { NODE_ENV: "production" }],
    ] as const) {
      const { file, logged, printed } = announce(admin, config);
      expect(file).toBeNull();
      expect(printed).toBe("");
      expect(logged).toContain("admin login: admin@brightway.example");
      expect(logged).not.toContain("From-the-env-1234");
    }
  });
});
