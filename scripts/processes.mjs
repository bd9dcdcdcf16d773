// Helpers of the scripts that start servers (start, multi-instance, lighthouse, e2e): is a port
// free, pick a free one, how a child's end becomes our exit code, how to start the web app, the
// upstream and Redis.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

/** The shipped Redis configuration (bounded, memory only), so tests run on what deployments run. */
const redisConfig = fileURLToPath(new URL("../deploy/redis.conf", import.meta.url));

/** The compiled reference upstream (`npm run build` writes it with upstream/build.mjs). */
const upstreamMain = fileURLToPath(new URL("../upstream/dist/main.js", import.meta.url));

/**
 * Node's arguments that start the compiled reference upstream (`upstream/dist/main.js`, with
 * source maps for stack traces), as production runs it: `spawn(process.execPath, upstreamArgs())`.
 * @throws Error saying to run `npm run build` when the upstream has not been built.
 */
export function upstreamArgs() {
  if (!existsSync(upstreamMain))
    throw new Error(
      `the upstream is not built (${upstreamMain} is missing): run \`npm run build\` first`,
    );
  return ["--enable-source-maps", upstreamMain];
}

/** Next's own command line (`next`), as npm scripts find it. */
const nextBin = fileURLToPath(new URL("../node_modules/.bin/next", import.meta.url));

/**
 * Node's arguments that start the web app on Next's own server: `next start` (the build), or
 * `next dev` with `dev`; it listens on `PORT` (default 3000) and serves the app in the working
 * directory. `instrumentation.ts` adds the request log. `spawn(process.execPath, webArgs())`.
 */
export function webArgs({ dev = false } = {}) {
  return [nextBin, dev ? "dev" : "start"];
}

/**
 * Whether something already listens on `port`: we try to listen there ourselves (on `host`, or
 * on every interface when it is undefined, as `next start` does), then also try to connect on
 * loopback, since a server bound to 127.0.0.1 alone does not always stop a wildcard listen.
 * @returns true when the port is taken.
 */
export async function isPortTaken(port, host) {
  const canListen = await new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!canListen) return true;
  return new Promise((resolve) => {
    const socket = net.connect({
      port,
      host: host && host !== "0.0.0.0" && host !== "::" ? host : "127.0.0.1",
    });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The first taken port among `checks` (`{ port, host?, name, setting }`), as a sentence naming
 * it and the setting that moves it, or null when all are free.
 */
export async function busyPortMessage(checks) {
  for (const check of checks) {
    if (await isPortTaken(Number(check.port), check.host)) {
      return `Port ${check.port} (${check.name}) is already in use. Stop what is using it, or set ${check.setting} to a free port.`;
    }
  }
  return null;
}

/**
 * The exit code a child's end gives the whole command: its own code, or 128 + the signal's
 * number when a signal ended it (as a shell reports it; SIGKILL → 137); 1 when neither is known.
 */
export function exitCodeOf(code, signal) {
  if (typeof code === "number") return code;
  if (signal && constants.signals[signal]) return 128 + constants.signals[signal];
  return 1;
}

/**
 * A port nothing listens on right now on loopback (the kernel's pick).
 * @returns the port number.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a redis-server (Debian's binary unless `binary` names another) with deploy/redis.conf on
 * loopback `port`.
 * @returns the child process, once it logs that it accepts connections.
 * @throws Error with the server's output when it exits first (or the spawn error).
 */
export function startRedisServer(port, binary = "/usr/bin/redis-server") {
  const child = spawn(binary, [redisConfig, "--port", String(port), "--bind", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(child);
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
}
