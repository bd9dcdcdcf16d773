// Runs Debian's HAProxy with deploy/haproxy.cfg in front of a stand-in web instance and reads the
// log it writes on stdout: secrets travel in query strings (the password-reset link's token, the
// e-mail-change and unsubscribe links), so the balancer's log line must carry the path only.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/processes.mjs";

const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const config = path.join(import.meta.dirname, "haproxy.cfg");

let haproxy: ChildProcess;
let instance: http.Server;
let balancer: string;
let log = "";
/** How many times the stand-in instance answered `/stored-page`. */
let storedPageRenders = 0;

async function waitForBalancer(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet: HAProxy binds after parsing the configuration.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`HAProxy did not answer at ${url}; its output: ${log}`);
}

/** Resolves with the log line that mentions `needle`, once HAProxy has written it. */
function logLineWith(needle: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const line = log.split("\n").find((l) => l.includes(needle));
      if (line !== undefined) {
        haproxy.stdout!.off("data", look);
        resolve(line);
      }
    };
    haproxy.stdout!.on("data", look);
    haproxy.once("exit", () => reject(new Error(`HAProxy exited; its output: ${log}`)));
    look();
  });
}

beforeAll(async () => {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `haproxy not found at ${HAPROXY}: this test needs Debian's haproxy (apt-get install -y haproxy).`,
    );
  }
  instance = http.createServer((request, response) => {
    if (request.url === "/stored-page") {
      // What `next start` sends for a visitor's page from its full-route cache.
      storedPageRenders += 1;
      response.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=601200");
      response.setHeader(
        "Vary",
        "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
      );
      response.setHeader("Content-Type", "text/html; charset=utf-8");
    }
    response.end("ok");
  });
  const instancePort = await freePort();
  instance.listen(instancePort, "127.0.0.1");
  await once(instance, "listening");
  const [lbPort, statsPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    LB_BIND: `127.0.0.1:${lbPort}`,
    LB_STATS_BIND: `127.0.0.1:${statsPort}`,
    WEB1_ADDR: `127.0.0.1:${instancePort}`,
  };
  execFileSync(HAPROXY, ["-c", "-q", "-f", config], { env });
  haproxy = spawn(HAPROXY, ["-db", "-f", config], { env, stdio: ["ignore", "pipe", "pipe"] });
  haproxy.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  haproxy.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  balancer = `http://127.0.0.1:${lbPort}`;
  await waitForBalancer(`${balancer}/api/health`);
}, 30_000);

afterAll(async () => {
  if (haproxy && haproxy.exitCode === null && haproxy.signalCode === null) {
    const exited = once(haproxy, "exit");
    haproxy.kill("SIGTERM");
    await exited;
  }
  instance?.close();
});

describe("deploy/haproxy.cfg's request log", () => {
  it("logs the method and path of a password-reset link, never its query string", async () => {
    const response = await fetch(
      `${balancer}/ForgotPassword?email=omar%40example.com&token=s3cr3t-reset-token`,
    );
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    const line = await logLineWith("/ForgotPassword");
    expect(line).toContain('"GET /ForgotPassword HTTP/1.1"');
    expect(line).not.toContain("token=");
    expect(line).not.toContain("s3cr3t-reset-token");
    expect(line).not.toContain("omar");
  });

  it("keeps the query string of an unsubscribe link out of the log too", async () => {
    const response = await fetch(`${balancer}/unsubscribe?token=unsub-secret-42`);
    await response.arrayBuffer();
    const line = await logLineWith("/unsubscribe");
    expect(line).toContain('"GET /unsubscribe HTTP/1.1"');
    expect(line).not.toContain("unsub-secret-42");
  });

  it("logs a calendar feed's address with its token replaced", async () => {
    const response = await fetch(`${balancer}/calendar/dXNlci0x.3.ZmVlZC1zZWNyZXQ?x=1`);
    await response.arrayBuffer();
    const line = await logLineWith("/calendar/");
    expect(line).toContain('"GET /calendar/[redacted] HTTP/1.1"');
    expect(line).not.toContain("ZmVlZC1zZWNyZXQ");
  });
});

describe("deploy/haproxy.cfg's micro-cache", () => {
  it("replays a page Next stored to visitors for a second at most, never to a session", async () => {
    const get = async (cookie?: string) => {
      const response = await fetch(`${balancer}/stored-page`, {
        headers: cookie ? { cookie } : {},
      });
      await response.arrayBuffer();
      return response.headers.get("x-cache");
    };
    expect(await get()).toBe("MISS");
    expect(await get()).toBe("HIT");
    expect(storedPageRenders).toBe(1);
    expect(await get("bw_session=abc")).toBe("MISS");
    expect(storedPageRenders).toBe(2);
    // Next says s-maxage=3600; the cache's own max-age (1 s) wins.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await get()).toBe("MISS");
    expect(storedPageRenders).toBe(3);
  });
});
