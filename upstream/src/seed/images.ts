import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../http/images";
import type { DemoInstructor, FileTypeNumber, Motif, ProjectView } from "./content";
import { wrapText, xmlEscape } from "./documents";

/** Size limits the seed keeps images under (bytes): lists inline images as base64 in JSON. */
export const imageSizeLimits = { default: 60_000, banner: 90_000 } as const;

/**
 * Renders an SVG drawing to a JPEG (quality 70, mozjpeg). Text uses the generic `sans-serif`
 * family so no font is ever downloaded.
 * @returns the JPEG bytes.
 */
async function renderJpeg(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg), { limitInputPixels: MAX_IMAGE_PIXELS })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${body}</svg>`
  );
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-family="sans-serif" font-size="${size}" ${attrs}>${xmlEscape(line)}</text>`,
    )
    .join("");
}

/** Line drawing of a structural motif inside the box (x, y, w, h), in the given stroke colour. */
function motifSvg(
  motif: Motif,
  x: number,
  y: number,
  w: number,
  h: number,
  stroke: string,
): string {
  const parts: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, width = 3) =>
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
  switch (motif) {
    case "frame": {
      const bays = 4;
      const storeys = 8;
      for (let i = 0; i <= bays; i += 1) line(x + (i * w) / bays, y, x + (i * w) / bays, y + h, 4);
      for (let j = 0; j <= storeys; j += 1)
        line(x, y + (j * h) / storeys, x + w, y + (j * h) / storeys, 3);
      line(x + w / bays, y, x + (2 * w) / bays, y + h / storeys, 2);
      line(x + (2 * w) / bays, y, x + w / bays, y + h / storeys, 2);
      parts.push(
        `<rect x="${x - 20}" y="${y + h}" width="${w + 40}" height="10" fill="${stroke}"/>`,
      );
      break;
    }
    case "bridge": {
      const deck = y + h * 0.7;
      line(x, deck, x + w, deck, 6);
      const pylon = x + w * 0.5;
      line(pylon, y, pylon, y + h, 7);
      for (let k = 1; k <= 6; k += 1) {
        line(pylon, y + k * 12, pylon - (k * w) / 13, deck, 2);
        line(pylon, y + k * 12, pylon + (k * w) / 13, deck, 2);
      }
      parts.push(
        `<path d="M ${x} ${y + h} Q ${x + w / 2} ${deck + 20} ${x + w} ${y + h}" stroke="${stroke}" stroke-width="2" fill="none" opacity="0.6"/>`,
      );
      break;
    }
    case "slab-grid": {
      const n = 4;
      for (let i = 0; i <= n; i += 1) {
        line(x + (i * w) / n, y, x + (i * w) / n, y + h, 1.5);
        line(x, y + (i * h) / n, x + w, y + (i * h) / n, 1.5);
        for (let j = 0; j <= n; j += 1) {
          const cx = x + (i * w) / n;
          const cy = y + (j * h) / n;
          parts.push(`<rect x="${cx - 9}" y="${cy - 9}" width="18" height="18" fill="${stroke}"/>`);
          parts.push(
            `<circle cx="${cx}" cy="${cy}" r="24" stroke="${stroke}" stroke-width="1.5" stroke-dasharray="5 4" fill="none"/>`,
          );
        }
      }
      break;
    }
    case "rc-section": {
      const bw = w * 0.45;
      const bh = h * 0.9;
      const bx = x + (w - bw) / 2;
      parts.push(
        `<rect x="${bx}" y="${y}" width="${bw}" height="${bh}" stroke="${stroke}" stroke-width="5" fill="none"/>`,
      );
      parts.push(
        `<rect x="${bx + 16}" y="${y + 16}" width="${bw - 32}" height="${bh - 32}" rx="8" stroke="${stroke}" stroke-width="2.5" fill="none"/>`,
      );
      for (let i = 0; i < 4; i += 1) {
        const cx = bx + 30 + (i * (bw - 60)) / 3;
        parts.push(`<circle cx="${cx}" cy="${y + bh - 30}" r="9" fill="${stroke}"/>`);
        if (i === 0 || i === 3)
          parts.push(`<circle cx="${cx}" cy="${y + 30}" r="7" fill="${stroke}"/>`);
      }
      line(bx - 30, y + bh * 0.35, bx - 30, y + bh, 2);
      parts.push(
        `<path d="M ${bx - 60} ${y + bh * 0.35} L ${bx - 30} ${y + bh * 0.35} L ${bx - 60} ${y + bh}" stroke="${stroke}" stroke-width="2" fill="none"/>`,
      );
      break;
    }
    case "truss": {
      const panels = 6;
      const base = y + h;
      const peak = y + h * 0.25;
      for (let i = 0; i <= panels; i += 1) {
        const px = x + (i * w) / panels;
        const top = peak + (Math.abs(i - panels / 2) / (panels / 2)) * (base - 40 - peak);
        line(px, base - 40, px, top, 2);
        if (i < panels) {
          const nx = x + ((i + 1) * w) / panels;
          const ntop = peak + (Math.abs(i + 1 - panels / 2) / (panels / 2)) * (base - 40 - peak);
          line(px, top, nx, ntop, 4);
          line(px, base - 40, nx, base - 40, 4);
          line(
            i < panels / 2 ? px : nx,
            base - 40,
            i < panels / 2 ? nx : px,
            i < panels / 2 ? ntop : top,
            2,
          );
        }
      }
      line(x, base - 40, x, base, 6);
      line(x + w, base - 40, x + w, base, 6);
      break;
    }
    case "foundation": {
      const ground = y + h * 0.35;
      line(x - 20, ground, x + w + 20, ground, 2);
      for (let i = 0; i < 3; i += 1) {
        const cx = x + w * (0.2 + i * 0.3);
        parts.push(
          `<rect x="${cx - 12}" y="${y}" width="24" height="${ground - y + 20}" fill="${stroke}"/>`,
        );
        parts.push(
          `<rect x="${cx - 50}" y="${ground + 20}" width="100" height="34" fill="${stroke}" opacity="0.85"/>`,
        );
        for (let p = -1; p <= 1; p += 2) line(cx + p * 30, ground + 54, cx + p * 30, y + h, 5);
      }
      for (let k = 0; k < 14; k += 1) {
        parts.push(
          `<circle cx="${x + ((k * 53) % w)}" cy="${ground + 70 + ((k * 37) % (h * 0.5))}" r="2.5" fill="${stroke}" opacity="0.5"/>`,
        );
      }
      break;
    }
  }
  return parts.join("");
}

/** A course cover (800×450 JPEG): title, kind label and a structural motif on a gradient. */
export async function courseCover(options: {
  title: string;
  label: string;
  motif: Motif;
  palette: [string, string];
}): Promise<Buffer> {
  const [dark, light] = options.palette;
  const lines = wrapText(options.title, 17).slice(0, 4);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/>` +
    `<g opacity="0.85">${motifSvg(options.motif, 530, 80, 220, 290, "#ffffff")}</g>` +
    `<rect x="40" y="40" width="8" height="${lines.length * 46 + 50}" fill="#f0a23b"/>` +
    textLines(
      [options.label.toUpperCase()],
      68,
      70,
      18,
      'fill="#f0c27b" font-weight="bold" letter-spacing="2"',
    ) +
    textLines(lines, 68, 120, 38, 'fill="#ffffff" font-weight="bold"') +
    textLines(["BrightWay Engineering Academy"], 68, 410, 18, 'fill="#ffffff" opacity="0.8"');
  return renderJpeg(svgDocument(800, 450, body));
}

/** An illustrated instructor avatar (320×320 JPEG) from the instructor's portrait colours. */
export async function instructorPortrait(instructor: DemoInstructor): Promise<Buffer> {
  const p = instructor.portrait;
  const glasses = p.hasGlasses
    ? `<g stroke="#222" stroke-width="4" fill="none"><circle cx="138" cy="150" r="17"/><circle cx="182" cy="150" r="17"/><line x1="155" y1="150" x2="165" y2="150"/></g>`
    : "";
  const beard = p.hasBeard
    ? `<path d="M112 160 Q116 222 160 228 Q204 222 208 160 Q196 200 160 204 Q124 200 112 160 Z" fill="${p.hair}"/>`
    : "";
  const body =
    `<rect width="320" height="320" fill="${p.background}"/>` +
    `<path d="M40 320 Q48 238 160 232 Q272 238 280 320 Z" fill="${p.shirt}"/>` +
    `<path d="M138 222 L160 262 L182 222 Z" fill="#ffffff"/>` +
    `<rect x="142" y="196" width="36" height="36" fill="${p.skin}"/>` +
    `<ellipse cx="160" cy="150" rx="50" ry="62" fill="${p.skin}"/>` +
    `<path d="M108 140 Q104 84 160 82 Q216 84 212 140 Q200 108 160 106 Q120 108 108 140 Z" fill="${p.hair}"/>` +
    `<circle cx="140" cy="150" r="5" fill="#222"/><circle cx="180" cy="150" r="5" fill="#222"/>` +
    beard +
    `<path d="M144 188 Q160 198 176 188" stroke="${p.hasBeard ? "#e8c4b0" : "#7a3b2e"}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    glasses;
  return renderJpeg(svgDocument(320, 320, body));
}

/** A landing-page banner (1600×600 JPEG) with an engineering scene: skyline, bridge or site. */
export async function headerBanner(scene: "skyline" | "bridge" | "site"): Promise<Buffer> {
  const skies = {
    skyline: ["#0e2540", "#e58b3a"],
    bridge: ["#3a6ea5", "#cfe3f3"],
    site: ["#5b7fa6", "#f1d9a7"],
  } as const;
  const [top, bottom] = skies[scene];
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="1600" height="600" fill="url(#sky)"/>`,
  ];
  if (scene === "skyline") {
    const heights = [220, 320, 260, 410, 300, 360, 240, 450, 280, 330, 210, 380, 260];
    heights.forEach((hgt, i) => {
      const x = 40 + i * 120;
      parts.push(`<rect x="${x}" y="${520 - hgt}" width="96" height="${hgt}" fill="#13243a"/>`);
      for (let fy = 520 - hgt + 20; fy < 500; fy += 28) {
        for (let fx = x + 12; fx < x + 90; fx += 24) {
          if ((fx + fy + i) % 3 !== 0)
            parts.push(
              `<rect x="${fx}" y="${fy}" width="12" height="14" fill="#f4c26b" opacity="0.8"/>`,
            );
        }
      }
    });
    parts.push(`<rect y="520" width="1600" height="80" fill="#0b1622"/>`);
  } else if (scene === "bridge") {
    parts.push(`<rect y="430" width="1600" height="170" fill="#2d5f7f"/>`);
    parts.push(`<rect y="380" width="1600" height="18" fill="#3b3b3b"/>`);
    for (const px of [500, 1100]) {
      parts.push(`<rect x="${px - 14}" y="110" width="28" height="380" fill="#4a4a4a"/>`);
      for (let k = 1; k <= 9; k += 1) {
        parts.push(
          `<line x1="${px}" y1="${120 + k * 8}" x2="${px - k * 48}" y2="380" stroke="#e8e8e8" stroke-width="3"/>`,
        );
        parts.push(
          `<line x1="${px}" y1="${120 + k * 8}" x2="${px + k * 30}" y2="380" stroke="#e8e8e8" stroke-width="3"/>`,
        );
      }
    }
    for (let w = 0; w < 12; w += 1)
      parts.push(
        `<path d="M${w * 140} ${470 + (w % 3) * 30} q35 -12 70 0" stroke="#9cc3dc" stroke-width="3" fill="none"/>`,
      );
  } else {
    parts.push(`<rect y="500" width="1600" height="100" fill="#8a7558"/>`);
    for (let j = 0; j < 6; j += 1) {
      parts.push(
        `<rect x="280" y="${500 - (j + 1) * 62}" width="560" height="14" fill="#9aa0a6"/>`,
      );
      for (let i = 0; i <= 4; i += 1)
        parts.push(
          `<rect x="${280 + i * 136}" y="${500 - (j + 1) * 62 + 14}" width="16" height="48" fill="#b0b6bc"/>`,
        );
    }
    parts.push(`<rect x="1090" y="60" width="22" height="440" fill="#f2b705"/>`);
    parts.push(`<rect x="760" y="60" width="640" height="20" fill="#f2b705"/>`);
    parts.push(`<rect x="1300" y="80" width="70" height="60" fill="#555"/>`);
    parts.push(`<line x1="900" y1="80" x2="900" y2="240" stroke="#333" stroke-width="3"/>`);
    parts.push(`<rect x="870" y="240" width="60" height="26" fill="#6d6d6d"/>`);
    for (let k = 0; k < 18; k += 1)
      parts.push(
        `<line x1="${1090 + (k % 2) * 22}" y1="${80 + k * 24}" x2="${1112 - (k % 2) * 22}" y2="${104 + k * 24}" stroke="#c99400" stroke-width="3"/>`,
      );
  }
  return renderJpeg(svgDocument(1600, 600, parts.join("")), 68);
}

/** A consultancy project photo (960×640 JPEG) of a tower, warehouse or bridge from a given view. */
export async function projectPhoto(
  scene: "tower" | "warehouse" | "bridge",
  view: ProjectView,
): Promise<Buffer> {
  if (view === "plan") {
    const motif: Motif =
      scene === "bridge" ? "truss" : scene === "warehouse" ? "truss" : "slab-grid";
    const body =
      `<rect width="960" height="640" fill="#1d3f6e"/>` +
      Array.from(
        { length: 24 },
        (_, i) =>
          `<line x1="${i * 40}" y1="0" x2="${i * 40}" y2="640" stroke="#2f5a92" stroke-width="1"/>`,
      ).join("") +
      Array.from(
        { length: 16 },
        (_, i) =>
          `<line x1="0" y1="${i * 40}" x2="960" y2="${i * 40}" stroke="#2f5a92" stroke-width="1"/>`,
      ).join("") +
      motifSvg(motif, 200, 120, 560, 400, "#e8f1ff") +
      `<rect x="700" y="560" width="230" height="60" fill="none" stroke="#e8f1ff" stroke-width="2"/>` +
      textLines(["GENERAL ARRANGEMENT"], 712, 596, 16, 'fill="#e8f1ff" font-weight="bold"');
    return renderJpeg(svgDocument(960, 640, body));
  }
  const sky =
    view === "construction" && scene === "bridge" ? ["#0b1730", "#2b3f66"] : ["#6fa8dc", "#e9f2fb"];
  const parts = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`,
    `<rect width="960" height="640" fill="url(#s)"/>`,
    `<rect y="540" width="960" height="100" fill="#7d7462"/>`,
  ];
  if (view === "detail" && scene === "warehouse") {
    parts.push(`<rect width="960" height="640" fill="#d9dde1"/>`);
    parts.push(`<rect x="180" y="120" width="110" height="520" fill="#3f6f9f"/>`);
    parts.push(`<path d="M290 150 L960 20 L960 130 L290 330 Z" fill="#3f6f9f"/>`);
    parts.push(`<path d="M290 330 L520 262 L290 430 Z" fill="#2f5a82"/>`);
    parts.push(`<rect x="280" y="140" width="24" height="300" fill="#6b7c8c"/>`);
    for (let b = 0; b < 5; b += 1)
      for (const bx of [270, 314])
        parts.push(`<circle cx="${bx}" cy="${170 + b * 56}" r="9" fill="#222"/>`);
  } else if (view === "detail") {
    parts.push(`<rect width="960" height="640" fill="#8f8a80"/>`);
    for (let i = 0; i < 9; i += 1)
      parts.push(`<rect x="${120 + i * 80}" y="120" width="16" height="400" fill="#5a3d2b"/>`);
    for (let j = 0; j < 6; j += 1)
      parts.push(`<rect x="90" y="${150 + j * 66}" width="780" height="14" fill="#6b4a35"/>`);
    parts.push(
      `<rect x="60" y="100" width="840" height="440" fill="none" stroke="#3d3d3d" stroke-width="14"/>`,
    );
  } else if (scene === "tower") {
    const floors = view === "construction" ? 13 : 20;
    for (let f = 0; f < floors; f += 1) {
      const fy = 540 - (f + 1) * 24;
      parts.push(
        `<rect x="360" y="${fy}" width="240" height="24" fill="${view === "construction" ? "#b9b9b9" : "#d8dde3"}" stroke="#8a8f96" stroke-width="1"/>`,
      );
      if (view !== "construction")
        for (let w = 0; w < 6; w += 1)
          parts.push(
            `<rect x="${370 + w * 38}" y="${fy + 5}" width="28" height="14" fill="#5d86b0"/>`,
          );
    }
    if (view === "construction") {
      parts.push(
        `<rect x="440" y="${540 - 17 * 24}" width="80" height="${4 * 24}" fill="#9e9e9e"/>`,
      );
      parts.push(
        `<rect x="680" y="70" width="16" height="470" fill="#f2b705"/><rect x="420" y="70" width="420" height="14" fill="#f2b705"/>`,
      );
    }
  } else if (scene === "warehouse") {
    if (view === "elevation") {
      parts.push(
        `<path d="M120 540 L120 340 L480 250 L840 340 L840 540 Z" fill="#c5ced6" stroke="#6f7c88" stroke-width="4"/>`,
      );
      parts.push(`<rect x="420" y="420" width="120" height="120" fill="#6f7c88"/>`);
      for (let r = 0; r < 14; r += 1)
        parts.push(
          `<line x1="${150 + r * 50}" y1="370" x2="${150 + r * 50}" y2="530" stroke="#aab4be" stroke-width="2"/>`,
        );
    } else {
      // Portal frames in oblique projection, back to front, tied by eaves and ridge purlins.
      for (let i = 5; i >= 0; i -= 1) {
        const ox = 120 + i * 60;
        const oy = 540 - i * 22;
        parts.push(
          `<path d="M${ox} ${oy} L${ox} ${oy - 200} L${ox + 260} ${oy - 290} L${ox + 520} ${oy - 200} L${ox + 520} ${oy}" stroke="#3f6f9f" stroke-width="${10 - i}" fill="none"/>`,
        );
      }
      for (const [dx, dy] of [
        [0, -200],
        [260, -290],
        [520, -200],
      ] as const) {
        parts.push(
          `<line x1="${120 + dx}" y1="${540 + dy}" x2="${420 + dx}" y2="${430 + dy}" stroke="#5a87b5" stroke-width="3"/>`,
        );
      }
    }
  } else {
    parts.push(`<rect y="470" width="960" height="70" fill="#4a6f8a"/>`);
    parts.push(
      motifSvg("truss", 120, 250, 720, 200, view === "construction" ? "#f2f2f2" : "#35506b"),
    );
    if (view === "construction")
      parts.push(
        `<line x1="480" y1="40" x2="480" y2="250" stroke="#f2b705" stroke-width="4"/><rect x="440" y="20" width="80" height="24" fill="#f2b705"/>`,
      );
  }
  return renderJpeg(svgDocument(960, 640, parts.join("")));
}

const fileTypeStyle: Record<FileTypeNumber, { label: string; colour: string }> = {
  0: { label: "PDF", colour: "#c0392b" },
  1: { label: "EXCEL", colour: "#1e7a44" },
  2: { label: "WORD", colour: "#2b5797" },
  3: { label: "POWERPOINT", colour: "#c55a11" },
};

/** A product or publication cover (480×640 JPEG): file-type band, title and a motif. */
export async function documentCover(options: {
  title: string;
  typeOfFile: FileTypeNumber;
  motif: Motif;
  badge?: string;
}): Promise<Buffer> {
  const style = fileTypeStyle[options.typeOfFile];
  const lines = wrapText(options.title, 18).slice(0, 5);
  const body =
    `<rect width="480" height="640" fill="#f7f5f0"/>` +
    `<rect width="480" height="110" fill="${style.colour}"/>` +
    textLines(
      [options.badge ?? style.label],
      36,
      70,
      30,
      'fill="#ffffff" font-weight="bold" letter-spacing="3"',
    ) +
    textLines(lines, 36, 170, 30, 'fill="#1f2a36" font-weight="bold"') +
    `<g opacity="0.9">${motifSvg(options.motif, 110, 400, 260, 170, style.colour)}</g>` +
    `<rect x="0" y="610" width="480" height="30" fill="#1f2a36"/>` +
    textLines(["BrightWay"], 36, 631, 16, 'fill="#ffffff"');
  return renderJpeg(svgDocument(480, 640, body));
}
