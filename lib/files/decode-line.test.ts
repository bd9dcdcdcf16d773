import { describe, expect, it } from "vitest";
import { createDecodeLine, DecodeBusy } from "@/lib/files/decode-line";

/** A decode that ends when the test says so. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { run: () => done, release };
}

describe("the image decode line", () => {
  it("runs `lanes` decodes at once, lets `queueCap` wait, and refuses the next at once", async () => {
    const line = createDecodeLine({ lanes: 2, queueCap: 3, waitBudgetMs: 60_000 });
    const decode = held();
    let started = 0;
    const running = Array.from({ length: 5 }, () =>
      line.run(async () => {
        started += 1;
        await decode.run();
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    const refused = await line.run(async () => "decoded").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DecodeBusy);
    expect((refused as DecodeBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    decode.release();
    await Promise.all(running);
    expect(started).toBe(5);
    expect(await line.run(async () => "decoded")).toBe("decoded");
  });

  it("refuses, with Retry-After in seconds, a decode whose wait would pass the budget", async () => {
    const line = createDecodeLine({ lanes: 1, queueCap: 10, waitBudgetMs: 0 });
    // One slow decode teaches the line how long a decode takes.
    const started = performance.now();
    await line.run(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(performance.now() - started).toBeGreaterThan(0);
    const decode = held();
    const running = line.run(decode.run);
    const refused = await line.run(async () => "decoded").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DecodeBusy);
    decode.release();
    await running;
  });
});
