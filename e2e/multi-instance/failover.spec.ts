import { expect, test } from "../test";
import { PUBLIC_LIST_PAGES } from "../../scripts/public-pages.mjs";
import { balancerStatus, balancerUrl, instances, startPart, stopPart } from "./stack";

// What visitors see while a part of the stack is gone. Each test brings back what it stopped.
test.describe.configure({ mode: "serial" });

const publicPages = PUBLIC_LIST_PAGES;

/** Statuses of `count` requests through the balancer, spread over the public pages, 10 at a time. */
async function statusesThroughBalancer(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 10) {
    const batch = Array.from({ length: Math.min(10, count - sent) }, (_, index) =>
      fetch(balancerUrl() + publicPages[(sent + index) % publicPages.length]).then(
        (response) => response.status,
        () => 0,
      ),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

test("one instance stopped: the balancer answers every request once its check marks it down", async () => {
  test.setTimeout(120_000);
  await expect.poll(balancerStatus).toEqual({ web1: "UP", web2: "UP" });
  await stopPart("web2", { kill: true });
  try {
    // Two failed checks a second apart (deploy/haproxy.cfg: inter 1s fall 2).
    await expect.poll(async () => (await balancerStatus()).web2).toMatch(/^DOWN/);
    const statuses = await statusesThroughBalancer(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  } finally {
    await startPart("web2");
  }
  await expect.poll(balancerStatus).toEqual({ web1: "UP", web2: "UP" });
});

test("Redis stopped: both instances keep answering 200 on public pages", async () => {
  test.setTimeout(120_000);
  await stopPart("redis");
  try {
    for (const instance of instances()) {
      for (const path of publicPages) {
        const response = await fetch(instance.url + path);
        expect(response.status, `${path} on ${instance.name}`).toBe(200);
      }
    }
    expect((await statusesThroughBalancer(20)).filter((status) => status !== 200)).toEqual([]);
  } finally {
    await startPart("redis");
  }
});
