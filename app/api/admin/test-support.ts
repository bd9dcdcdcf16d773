import sharp from "sharp";

/*
 * Test support only (imported by the admin route handlers' `*.test.ts`): a same-origin multipart
 * POST as a browser sends it, form data, and real image bytes. The mocks and hooks every admin
 * mutation's test shares are in `test/server-mocks.ts`.
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
