import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type Listener, listen } from "../src/http/listen";

/** A request handler whose `/slow` answer is held until the test releases it. */
function heldServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => undefined;
  const hasEntered = new Promise<void>((resolve) => (entered = resolve));
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname === "/slow") {
      entered();
      await released;
      return new Response("slow done");
    }
    return new Response("fast");
  };
  return { fetch, release, hasEntered };
}

let releaseLeft: (() => void) | undefined;

afterEach(() => {
  releaseLeft?.();
  releaseLeft = undefined;
});

/** Opens a new TCP connection (no pooled one) for a GET: its status, or the connection error's code. */
function getOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The error code under fetch's "fetch failed" (e.g. `ECONNRESET`), or "no error". */
async function failureCode(request: Promise<Response>): Promise<string> {
  try {
    await request;
    return "no error";
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

describe("graceful stop of the upstream's HTTP server", () => {
  it("refuses new connections at once, lets the request in flight finish with 200, then resolves", async () => {
    const held = heldServer();
    releaseLeft = held.release;
    const listener: Listener = await listen(held.fetch, {
      hostname: "127.0.0.1",
      port: 0,
      graceMs: 60_000,
    });
    const base = `http://127.0.0.1:${listener.port}`;
    expect(await (await fetch(`${base}/fast`)).text()).toBe("fast");
    expect(await getOnNewConnection(`${base}/fast`)).toBe(200);

    const inFlight = fetch(`${base}/slow`);
    await held.hasEntered;
    let isClosed = false;
    const closed = listener.close().then((result) => {
      isClosed = true;
      return result;
    });

    expect(await getOnNewConnection(`${base}/fast`)).toBe("ECONNREFUSED");
    expect(isClosed).toBe(false);

    held.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("slow done");
    expect(await closed).toEqual({ unfinished: 0 });
    expect(listener.close()).toBe(listener.close());
  });

  it("cuts a request still running when the grace period ends, and says so", async () => {
    const held = heldServer();
    releaseLeft = held.release;
    const listener = await listen(held.fetch, { hostname: "127.0.0.1", port: 0, graceMs: 0 });
    const inFlight = fetch(`http://127.0.0.1:${listener.port}/slow`);
    await held.hasEntered;

    expect(await listener.close()).toEqual({ unfinished: 1 });
    expect(await failureCode(inFlight)).not.toBe("no error");
  });
});
