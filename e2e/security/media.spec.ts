import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "../test";
import { admin, deleteDocumentsThroughAdmin, solidPng, upstreamUrl, webUrl } from "../fixtures";

// Files and images cost the upstream once. A publication with a 20 MB file;
// 200 concurrent anonymous requests for its cover. Before: each request re-read the whole
// publication (27 MB of base64 JSON) and the site went down. Now: one upstream read in all.

const suffix = Date.now().toString(36);
const title = `E2E Heavy Publication ${suffix}`;

/** A valid PDF padded to `bytes` bytes. */
function pdf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const tail = Buffer.from("\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** The upstream's request log, written by scripts/e2e-upstream.mjs beside its data directory. */
const requestLogPath = () => `${process.env.E2E_DATA_DIR}-requests.log`;

/** Log lines written after `from` (a byte offset) that name an upstream read of publication `id`. */
function publicationReads(from: number, id: number): string[] {
  const text = readFileSync(requestLogPath()).subarray(from).toString("utf8");
  const read = new RegExp(`GET /api/Documents/Publications/${id}(/Image)?[" ]`, "i");
  return text.split("\n").filter((line) => read.test(line));
}

let markers = 0;

/**
 * Waits until every request the upstream answered so far is in its log: a request to a made-up
 * path (answered 404, logged like any request, in order) is sent, and its line awaited.
 */
async function flushRequestLog(): Promise<void> {
  const marker = `/api/e2e-log-marker-${suffix}-${(markers += 1)}`;
  await fetch(`${upstreamUrl()}${marker}`);
  await expect.poll(() => readFileSync(requestLogPath(), "utf8").includes(marker)).toBe(true);
}

async function upstreamAdminToken(): Promise<string> {
  const response = await fetch(`${upstreamUrl()}/api/Admin/AdminLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function upload(token: string, path: string, data: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set("File", new Blob([new Uint8Array(data)], { type }), name);
  form.set("Type", "0");
  const response = await fetch(`${upstreamUrl()}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

test.describe.configure({ mode: "serial" });

// Through the admin tables, so that the cached public lists forget it too.
test.afterAll(async ({ browser }) => {
  await deleteDocumentsThroughAdmin(browser, suffix);
});

let publicationId = 0;
let version = "";
let cover: Buffer;

test("200 concurrent anonymous requests for a 20 MB publication's cover: no error, ready throughout, one upstream read", async () => {
  test.setTimeout(180_000);
  const token = await upstreamAdminToken();
  const created = await fetch(`${upstreamUrl()}/api/Documents/Publications`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title, description: "Twenty megabytes of tables." }),
  });
  expect(created.status).toBe(201);
  publicationId = ((await created.json()) as { publicationId: number }).publicationId;
  cover = await solidPng(320, 200, "#1d5fbf");
  await upload(
    token,
    `/api/Documents/Publications/UploadImage/${publicationId}`,
    cover,
    "cover.png",
    "image/png",
  );
  await upload(
    token,
    `/api/Documents/Publications/UploadFile/${publicationId}`,
    pdf(20 * 1024 * 1024),
    "big.pdf",
    "application/pdf",
  );

  // The version the pages put in the cover's URL: SHA-256 of the image's base64, 12 hex digits.
  const list = (await (
    await fetch(
      `${upstreamUrl()}/api/Documents/Publications?SearchTerm=${encodeURIComponent(title)}`,
    )
  ).json()) as { id: number; imageBytes: string }[];
  const listed = list.find((item) => item.id === publicationId)!;
  cover = Buffer.from(listed.imageBytes, "base64");
  version = createHash("sha256").update(listed.imageBytes).digest("hex").slice(0, 12);

  const logStart = readFileSync(requestLogPath()).length;
  let running = true;
  const readyAnswers: number[] = [];
  const poll = (async () => {
    while (running) {
      const response = await fetch(`${webUrl()}/api/ready`, {
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      readyAnswers.push(response?.status ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const response = await fetch(`${webUrl()}/media/publication/${publicationId}/${version}`, {
        signal: AbortSignal.timeout(60_000),
      }).catch(() => null);
      const body = response ? Buffer.from(await response.arrayBuffer()) : null;
      return { status: response?.status ?? 0, same: body?.equals(cover) ?? false };
    }),
  );
  const elapsedMs = Math.round(performance.now() - started);
  running = false;
  await poll;
  console.log(
    `media.spec: 200 cover requests in ${elapsedMs} ms; /api/ready polled ${readyAnswers.length} times`,
  );

  expect(results.filter((result) => result.status !== 200 || !result.same)).toEqual([]);
  expect(readyAnswers.length).toBeGreaterThan(0);
  expect(readyAnswers.filter((status) => status !== 200)).toEqual([]);
  await flushRequestLog();
  expect(publicationReads(logStart, publicationId)).toHaveLength(1);
});

test("an unknown version redirects to the current one without reading the upstream again; an unknown id is 404", async () => {
  const logStart = readFileSync(requestLogPath()).length;
  const response = await fetch(`${webUrl()}/media/publication/${publicationId}/000000000000`, {
    redirect: "manual",
  });
  expect(response.status).toBe(307);
  expect(response.headers.get("location")).toBe(`/media/publication/${publicationId}/${version}`);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  const followed = await fetch(`${webUrl()}/media/publication/${publicationId}/000000000000`);
  expect(followed.status).toBe(200);
  expect(followed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await followed.arrayBuffer()).equals(cover)).toBe(true);
  await flushRequestLog();
  expect(publicationReads(logStart, publicationId)).toHaveLength(0);

  expect(
    (await fetch(`${webUrl()}/media/publication/${publicationId + 100000}/${version}`)).status,
  ).toBe(404);
});
