import sharp from "sharp";
import type { Session } from "@/lib/auth/session";

/*
 * Test support only (imported by the admin route handlers' `*.test.ts`): sessions of each role,
 * a same-origin multipart POST as a browser sends it, and real image bytes.
 */

const inAMinute = () => Date.now() + 60_000;

/** A logged-in Admin. */
export const adminSession: Session = {
  userId: "admin-1",
  token: "admin-token",
  role: "Admin",
  expiresAt: inAMinute(),
};

/** A logged-in Student (must be refused by every admin route). */
export const studentSession: Session = {
  userId: "student-1",
  token: "student-token",
  role: "Student",
  expiresAt: inAMinute(),
};

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
