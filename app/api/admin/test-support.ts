import sharp from "sharp";

/*
 * Test support only (imported by the admin route handlers' `*.test.ts`): a same-origin multipart
 * POST as a browser sends it, and real image bytes. Sessions and the guards' fake are in
 * `lib/actions/test-support.ts`, shared with the server actions' tests.
 */

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
