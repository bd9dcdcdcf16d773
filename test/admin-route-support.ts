import sharp from "sharp";
import { expect } from "vitest";
import { studentSession } from "@/test/action-support";
import type { RecordedCall } from "@/test/upstream-support";
import { revalidateTag, state } from "@/test/server-mocks";

/*
 * Test support only (imported by the `*.test.ts` of the route handlers that take uploads): a
 * same-origin multipart POST as a browser sends it, form data, real image bytes, and the checks
 * that an admin route refuses everyone else and answers a failed upstream call. The mocks and hooks every admin mutation's test
 * shares are in `test/server-mocks.ts` (imported here, so before the route under test).
 */

/** Form data of `fields` (a null field is left out), as the admin forms post them. */
export function formOf(fields: Record<string, string | File | null>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.append(key, value);
  return form;
}

/** A same-origin multipart POST to `path`, with the Content-Length header a browser sends. */
export function postForm(path: string, form: FormData): Request {
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body: form });
  return new Request(request, {
    headers: {
      ...Object.fromEntries(request.headers),
      "content-length": "1000",
      host: "localhost:3000",
    },
  });
}

/** A real PNG file of the given size (a solid colour). */
export async function pngFile(width = 40, height = 30, name = "photo.png"): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/**
 * An upload (multipart POST to `path`, 10 MB announced) whose body cannot be read: `reads()` counts
 * the attempts. A route that refuses the upload before its body must leave it at 0.
 */
export function untouchableUpload(path: string): { request: Request; reads: () => number } {
  let pulls = 0;
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new ReadableStream<Uint8Array>(
      {
        pull() {
          pulls += 1;
          throw new Error("the body was read");
        },
      },
      // No read ahead: pull() runs only when someone reads.
      { highWaterMark: 0 },
    ),
    duplex: "half",
    headers: {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": "10000000",
      host: "localhost:3000",
    },
  } as RequestInit);
  return { request, reads: () => pulls };
}

/** A route's answer as one object: its status and the fields of its JSON body. */
export async function answerOf(response: Response): Promise<{ status: number }> {
  return { status: response.status, ...((await response.json()) as object) };
}

/**
 * Checks that an admin route handler refuses a visitor (401) and a student (403, the refusal's
 * text) before it reads the form or calls the upstream. `send` makes one request to the route
 * (it is sent once as each); `calls` are those the stubbed upstream recorded.
 */
export async function expectAdminOnlyRoute(
  send: () => Promise<Response>,
  calls: RecordedCall[],
): Promise<void> {
  state.session = null;
  expect((await send()).status).toBe(401);
  state.session = studentSession;
  const refused = await send();
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ ok: false, message: "You are not allowed to do that." });
  expect(calls).toHaveLength(0);
}

/**
 * Checks an admin route's answer to a failed upstream call: 502 with the operation's failure text
 * (never the upstream's), and no cache tag expired.
 */
export async function expectFailedUpstreamAnswer(
  response: Response,
  message: string,
): Promise<void> {
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ ok: false, message });
  expect(revalidateTag).not.toHaveBeenCalled();
}
