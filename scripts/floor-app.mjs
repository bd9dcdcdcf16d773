// The bare Next app of scripts/lighthouse-floor/, built with the project's own `next` and served
// by `next start` on a free port: the yardstick the benchmarks hold the site against.
// - `/` holds only the home banner's first slide (Lighthouse's floor: `npm run lighthouse -- --floor`).
// - `/bare` is a static page of plain text about BARE_PAGE_BYTES decoded bytes (read at build
//   time): the bare Next page of a public page's size (`npm run bench:web`).
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./processes.mjs";

/** Runs `command` to its end with its output kept; rejects with that output when it fails. */
function runQuietly(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${path.basename(command)} ${args[0]} failed (${signal ?? `exit code ${code}`}):\n${output}`,
            ),
          ),
    );
  });
}

/**
 * Builds scripts/lighthouse-floor and starts it with `next start` on a free loopback port.
 * @param {{ barePageBytes?: number }} [options] the decoded size `/bare` aims at (default 74,000 bytes).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>} the app's base URL (ending in `/`)
 *   and a function that stops its server.
 * @throws when the build fails, or the server stops or does not answer within 30 s.
 */
export async function startFloor({ barePageBytes = 74_000 } = {}) {
  const dir = path.resolve(import.meta.dirname, "lighthouse-floor");
  const next = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "next");
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    BARE_PAGE_BYTES: String(barePageBytes),
  };
  console.log("Building the floor app (scripts/lighthouse-floor)…");
  await runQuietly(next, ["build", dir], env);
  const port = await freePort();
  const server = spawn(next, ["start", dir, "--port", String(port), "--hostname", "127.0.0.1"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((resolve) => server.once("exit", () => resolve((exited = true))));
  const stop = async () => {
    if (exited) return;
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 5000);
    await exit;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (exited) throw new Error(`the floor server stopped:\n${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the floor server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`Floor app serving at ${url}`);
  return { url, stop };
}
