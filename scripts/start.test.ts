import { execFileSync, spawn } from "node:child_process";
import net from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { busyPortMessage, exitCodeOf, isPortTaken } from "./processes.mjs";

const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** Occupies a free port on `host` and returns it. */
async function occupy(host: string): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  return (server.address() as net.AddressInfo).port;
}

/** Runs `node scripts/start.mjs` with `env` added, and collects its end. */
function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env: { ...process.env, SESSION_SECRET: "a-test-secret-a-test-secret-0123456789", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("isPortTaken", () => {
  it("sees a port taken on loopback or on every interface, and a free one as free", async () => {
    const onLoopback = await occupy("127.0.0.1");
    expect(await isPortTaken(onLoopback)).toBe(true);
    expect(await isPortTaken(onLoopback, "127.0.0.1")).toBe(true);
    const anywhere = await occupy("0.0.0.0");
    expect(await isPortTaken(anywhere, "127.0.0.1")).toBe(true);
    const free = await occupy("127.0.0.1");
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await isPortTaken(free)).toBe(false);
  });

  it("names the taken port and the setting that moves it", async () => {
    const port = await occupy("127.0.0.1");
    expect(
      await busyPortMessage([
        { port, name: "reference upstream", setting: "UPSTREAM_PORT", host: "127.0.0.1" },
      ]),
    ).toBe(
      `Port ${port} (reference upstream) is already in use. Stop what is using it, or set UPSTREAM_PORT to a free port.`,
    );
  });
});

describe("exitCodeOf", () => {
  it("passes a child's code on, and reports a signal as a shell does", () => {
    expect(exitCodeOf(3, null)).toBe(3);
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(null, "SIGKILL")).toBe(137);
    expect(exitCodeOf(null, "SIGTERM")).toBe(143);
    expect(exitCodeOf(null, null)).toBe(1);
  });
});

describe("a production start on a public SITE_URL (scripts/start.mjs)", () => {
  it("refuses to start without the PAYMENT_* settings, naming them, before starting anything", async () => {
    const { code, output } = await runStart({
      NODE_ENV: "production",
      SITE_URL: "https://brightway.example",
      PORT: "0",
      UPSTREAM_URL: "http://127.0.0.1:9",
      PAYMENT_WALLET_NUMBER: "+20 122 555 0101",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "PAYMENT_CARD_EGP_ACCOUNT, PAYMENT_CARD_USD_ACCOUNT, PAYMENT_INSTANT_TRANSFER_ADDRESS, PAYMENT_WHATSAPP_NUMBER: a production site (SITE_URL https://brightway.example) must set the business's own payment details",
    );
    expect(output).not.toContain("[web]");
  });
});

describe("npm start (scripts/start.mjs)", () => {
  // `npm start` runs the compiled upstream (upstream/dist/main.js): built here as `npm run build` does.
  beforeAll(() => {
    execFileSync("npm", ["run", "build", "-w", "@brightway/upstream"], { stdio: "ignore" });
  }, 60_000);

  it("refuses to start when the web port is taken, and says which", async () => {
    const port = await occupy("0.0.0.0");
    const { code, output } = await runStart({
      PORT: String(port),
      UPSTREAM_URL: "http://127.0.0.1:9",
    });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (web app) is already in use`);
    expect(output).not.toContain("[web]");
  });

  it("refuses to start when the upstream port is taken", async () => {
    const webPort = await occupy("127.0.0.1");
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const upstreamPort = await occupy("127.0.0.1");
    const { code, output } = await runStart({
      PORT: String(webPort),
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_URL: "",
    });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${upstreamPort} (reference upstream) is already in use`);
  });

  it("stops everything with the child's message and exit code when a child dies", async () => {
    const webPort = await occupy("127.0.0.1");
    const upstreamPort = await occupy("127.0.0.1");
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
    // A malformed setting makes the upstream exit at once with its own message.
    const { code, output } = await runStart({
      PORT: String(webPort),
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_URL: "",
      DATABASE_URL: "mysql://not-postgres",
    });
    expect(output).toContain("[upstream]");
    expect(output).toContain("DATABASE_URL must start with postgres://");
    expect(output).toMatch(/\[start\] upstream stopped \(exit code 1\); stopping everything\./);
    expect(code).toBe(1);
    expect(output).not.toContain("BrightWay is running");
  }, 60_000);
});
