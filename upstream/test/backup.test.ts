import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { backupCommand, restoreCommand } from "../src/ops/backup";
import { type RunningUpstream, startUpstream } from "../src/server";

// Always PGlite on disk: this is the embedded default's backup, whatever TEST_DATABASE_URL says.
const root = mkdtempSync(path.join(tmpdir(), "upstream-backup-"));
const running: RunningUpstream[] = [];

function configFor(dataDir: string, port = 0) {
  return loadConfig({
    UPSTREAM_DATA_DIR: dataDir,
    UPSTREAM_PORT: String(port),
    UPSTREAM_SEED: "false",
    ADMIN_PASSWORD: "BackupAdminPassword1",
    // The test files share one process: keep the contract tests' cheap scrypt cost (helpers.ts).
    UPSTREAM_SCRYPT_LOG2N: "12",
  });
}

async function start(dataDir: string) {
  const upstream = await startUpstream(configFor(dataDir));
  running.push(upstream);
  return upstream;
}

const student = {
  firstname: "Backup",
  lastname: "Student",
  userName: "backup.student",
  email: "backup.student@gmail.com",
  password: "BackupPassword1",
  phoneNumber: "01000000000",
  gender: 1,
};

afterAll(async () => {
  for (const upstream of running) await upstream.close().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe("backup and restore of the embedded database", () => {
  it(
    "a live backup taken after a sign-up restores a database in which that student logs in",
    { timeout: 180_000 },
    async () => {
      const first = await start(path.join(root, "first"));
      const port = Number(new URL(first.url).port);
      expect((await fetch(`${first.url}/ready`)).status).toBe(200);
      const signup = await fetch(`${first.url}/api/Authentication`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(student),
      });
      expect(signup.status).toBe(200);

      const file = path.join(root, "backup.tar.gz");
      expect(await backupCommand(file, configFor(path.join(root, "first"), port))).toBe("live");

      // Refused while that upstream runs, and refused over an existing database.
      await expect(
        restoreCommand(file, configFor(path.join(root, "second"), port)),
      ).rejects.toThrow(/stop it before restoring/);
      await first.close();
      running.pop();
      await expect(restoreCommand(file, configFor(path.join(root, "first"), port))).rejects.toThrow(
        /already holds a database/,
      );

      await restoreCommand(file, configFor(path.join(root, "second"), port));
      const second = await start(path.join(root, "second"));
      const login = await fetch(`${second.url}/api/Authentication/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: student.email, password: student.password }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ token: expect.any(String) });

      // Nobody without the operator token from the data directory gets a copy.
      expect((await fetch(`${second.url}/ops/backup`, { method: "POST" })).status).toBe(401);
      const wrong = await fetch(`${second.url}/ops/backup`, {
        method: "POST",
        headers: { Authorization: "Bearer nope" },
      });
      expect(wrong.status).toBe(401);
    },
  );
});
