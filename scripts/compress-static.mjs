#!/usr/bin/env node
// After `next build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every script, stylesheet, SVG and JSON file of `.next/static`, for the web server
// (scripts/web-server.mjs) to send as they are. Next compresses each response on the fly at a
// fast gzip level; these copies are smaller and cost no CPU per request. Files under 1 KB are
// left alone (the headers would outweigh the saving). Prints the totals.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", ".next", "static");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
let gzip = 0;
for (const file of files(root)) {
  if (statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  count += 1;
  raw += body.length;
  brotli += br.length;
  gzip += gz.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`compress-static: ${count} files, ${kb(raw)} → Brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
