import { strToU8, zipSync, type Zippable } from "fflate";
import type { DocumentSection, SheetCell } from "./content";

/** MIME types of the four product file types and of the images, as stored in `files.content_type`. */
export const contentTypes = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  jpeg: "image/jpeg",
} as const;

/** Replaces the few non-ASCII characters our texts may contain; PDF standard fonts need Latin-1. */
function toAscii(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?");
}

/** Splits text into lines of at most `width` characters, breaking at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const pdfEscape = (text: string) => toAscii(text).replace(/([\\()])/g, "\\$1");

/**
 * A valid PDF 1.4 (A4 pages, Helvetica) with a title and sections of wrapped paragraphs; pages
 * are added as needed. Written by hand with an exact cross-reference table, so the bytes start
 * with `%PDF-` and every reader (pdftotext, qpdf, browsers) opens it.
 */
export function buildPdf(title: string, sections: DocumentSection[]): Buffer {
  const pageHeight = 842;
  const top = pageHeight - 72;
  const bottom = 72;
  type Line = { text: string; font: "F1" | "F2"; size: number; gapBefore: number };
  const lines: Line[] = [];
  for (const [i, t] of wrapText(title, 50).entries())
    lines.push({ text: t, font: "F2", size: 18, gapBefore: i === 0 ? 0 : 4 });
  for (const section of sections) {
    lines.push({ text: section.heading, font: "F2", size: 13, gapBefore: 18 });
    for (const paragraph of section.paragraphs) {
      for (const [i, t] of wrapText(paragraph, 88).entries())
        lines.push({ text: t, font: "F1", size: 10.5, gapBefore: i === 0 ? 8 : 2 });
    }
  }

  const pageStreams: string[] = [];
  let ops: string[] = [];
  let y = top;
  for (const line of lines) {
    const advance = line.gapBefore + line.size * 1.2;
    if (y - advance < bottom && ops.length > 0) {
      pageStreams.push(ops.join("\n"));
      ops = [];
      y = top;
    }
    y -= ops.length === 0 ? line.size : advance;
    ops.push(
      `BT /${line.font} ${line.size} Tf 60 ${y.toFixed(1)} Td (${pdfEscape(line.text)}) Tj ET`,
    );
  }
  pageStreams.push(ops.join("\n"));

  // Object numbers: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page/content pairs.
  const objects: string[] = [];
  const pageIds = pageStreams.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${pdfEscape(title)}) /Producer (BrightWay demo seed) >>`;
  pageStreams.forEach((stream, i) => {
    const pageId = 6 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 ${pageHeight}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, "latin1");
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, keyword, 2-byte EOL.
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relNs = "http://schemas.openxmlformats.org/package/2006/relationships";
const officeRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function zipPackage(parts: Record<string, string>): Buffer {
  const entries: Zippable = {};
  // [Content_Types].xml first, as Office writes it; deterministic timestamps keep bytes stable.
  const mtime = new Date("2024-01-01T00:00:00Z");
  for (const [name, xml] of Object.entries(parts)) entries[name] = [strToU8(xml), { mtime }];
  return Buffer.from(zipSync(entries, { level: 6 }));
}

function contentTypesXml(
  defaults: Record<string, string>,
  overrides: Record<string, string>,
): string {
  const d = Object.entries(defaults).map(
    ([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`,
  );
  const o = Object.entries(overrides).map(
    ([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`,
  );
  return `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${d.join("")}${o.join("")}</Types>`;
}

function relsXml(rels: { id: string; type: string; target: string }[]): string {
  const items = rels.map(
    (r) => `<Relationship Id="${r.id}" Type="${r.type}" Target="${r.target}"/>`,
  );
  return `${xmlHeader}<Relationships xmlns="${relNs}">${items.join("")}</Relationships>`;
}

const baseDefaults = {
  rels: "application/vnd.openxmlformats-package.relationships+xml",
  xml: "application/xml",
};

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A minimal valid .xlsx workbook (one sheet) with text, numbers and formulas (with cached
 * values so viewers that do not recalculate still show results). Bytes start with `PK\x03\x04`.
 */
export function buildXlsx(sheetName: string, rows: SheetCell[][]): Buffer {
  const rowXml = rows
    .map((cells, r) => {
      const cellXml = cells
        .map((cell, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (cell === null) return "";
          if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === "string")
            return `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(cell)}</t></is></c>`;
          return `<c r="${ref}"><f>${xmlEscape(cell.formula)}</f><v>${cell.value}</v></c>`;
        })
        .join("");
      return `<row r="${r + 1}">${cellXml}</row>`;
    })
    .join("");
  const sheet =
    `${xmlHeader}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    `<cols><col min="1" max="1" width="34" customWidth="1"/><col min="2" max="3" width="14" customWidth="1"/></cols>` +
    `<sheetData>${rowXml}</sheetData></worksheet>`;
  const workbook =
    `${xmlHeader}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${officeRel}">` +
    `<sheets><sheet name="${xmlEscape(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets>` +
    `<calcPr fullCalcOnLoad="1"/></workbook>`;
  return zipPackage({
    "[Content_Types].xml": contentTypesXml(baseDefaults, {
      "/xl/workbook.xml":
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
      "/xl/worksheets/sheet1.xml":
        "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
    }),
    "_rels/.rels": relsXml([
      { id: "rId1", type: `${officeRel}/officeDocument`, target: "xl/workbook.xml" },
    ]),
    "xl/workbook.xml": workbook,
    "xl/_rels/workbook.xml.rels": relsXml([
      { id: "rId1", type: `${officeRel}/worksheet`, target: "worksheets/sheet1.xml" },
    ]),
    "xl/worksheets/sheet1.xml": sheet,
  });
}

/** A minimal valid .docx: a bold title and sections (bold headings, plain paragraphs). */
export function buildDocx(title: string, sections: DocumentSection[]): Buffer {
  const run = (text: string, opts: { bold?: boolean; size?: number } = {}) => {
    const props = `${opts.bold ? "<w:b/>" : ""}${opts.size ? `<w:sz w:val="${opts.size}"/>` : ""}`;
    return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
  };
  const paragraphs = [
    `<w:p>${run(title, { bold: true, size: 36 })}</w:p>`,
    ...sections.flatMap((s) => [
      `<w:p>${run(s.heading, { bold: true, size: 26 })}</w:p>`,
      ...s.paragraphs.map((p) => `<w:p>${run(p)}</w:p>`),
    ]),
  ];
  const document =
    `${xmlHeader}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
    `<w:body>${paragraphs.join("")}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>` +
    `<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>` +
    `</w:sectPr></w:body></w:document>`;
  return zipPackage({
    "[Content_Types].xml": contentTypesXml(baseDefaults, {
      "/word/document.xml":
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    }),
    "_rels/.rels": relsXml([
      { id: "rId1", type: `${officeRel}/officeDocument`, target: "word/document.xml" },
    ]),
    "word/document.xml": document,
  });
}

const pNs =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  `xmlns:r="${officeRel}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`;
const emptyTree =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
  '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

function textBox(
  id: number,
  name: string,
  x: number,
  y: number,
  cx: number,
  cy: number,
  paragraphs: string[],
  size: number,
  bold: boolean,
): string {
  const ps = paragraphs
    .map(
      (t) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${size}"${bold ? ' b="1"' : ""} dirty="0"/><a:t>${xmlEscape(t)}</a:t></a:r></a:p>`,
    )
    .join("");
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${ps}</p:txBody></p:sp>`
  );
}

const themeXml =
  `${xmlHeader}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="BrightWay">` +
  "<a:themeElements>" +
  '<a:clrScheme name="BrightWay"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1>' +
  '<a:dk2><a:srgbClr val="1F3A5F"/></a:dk2><a:lt2><a:srgbClr val="EEF2F6"/></a:lt2>' +
  '<a:accent1><a:srgbClr val="2F6EA5"/></a:accent1><a:accent2><a:srgbClr val="E07B24"/></a:accent2>' +
  '<a:accent3><a:srgbClr val="3F8A5C"/></a:accent3><a:accent4><a:srgbClr val="A0424F"/></a:accent4>' +
  '<a:accent5><a:srgbClr val="6A5FA8"/></a:accent5><a:accent6><a:srgbClr val="7A6A52"/></a:accent6>' +
  '<a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme>' +
  '<a:fontScheme name="BrightWay"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>' +
  '<a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>' +
  '<a:fmtScheme name="BrightWay"><a:fillStyleLst>' +
  '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  "</a:fillStyleLst><a:lnStyleLst>" +
  '<a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="28575"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>' +
  "</a:lnStyleLst><a:effectStyleLst>" +
  "<a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle>" +
  "</a:effectStyleLst><a:bgFillStyleLst>" +
  '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  "</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>";

/**
 * A minimal valid .pptx (16:9): one slide per entry with a title and bullet lines, plus the
 * master, layout and theme parts PowerPoint and LibreOffice require.
 */
export function buildPptx(slides: { title: string; bullets: string[] }[]): Buffer {
  const parts: Record<string, string> = {};
  const slideOverrides: Record<string, string> = {};
  slides.forEach((slide, i) => {
    const n = i + 1;
    parts[`ppt/slides/slide${n}.xml`] =
      `${xmlHeader}<p:sld ${pNs}><p:cSld><p:spTree>${emptyTree}` +
      textBox(2, "Title", 685800, 457200, 10820400, 1143000, [slide.title], 3600, true) +
      textBox(
        3,
        "Body",
        685800,
        1828800,
        10820400,
        4114800,
        slide.bullets.map((b) => `\u2022 ${b}`),
        2400,
        false,
      ) +
      `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
    parts[`ppt/slides/_rels/slide${n}.xml.rels`] = relsXml([
      { id: "rId1", type: `${officeRel}/slideLayout`, target: "../slideLayouts/slideLayout1.xml" },
    ]);
    slideOverrides[`/ppt/slides/slide${n}.xml`] =
      "application/vnd.openxmlformats-officedocument.presentationml.slide+xml";
  });
  const sldIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join("");
  parts["ppt/presentation.xml"] =
    `${xmlHeader}<p:presentation ${pNs} saveSubsetFonts="1">` +
    `<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
    `<p:sldIdLst>${sldIds}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/>` +
    `</p:presentation>`;
  parts["ppt/_rels/presentation.xml.rels"] = relsXml([
    { id: "rId1", type: `${officeRel}/slideMaster`, target: "slideMasters/slideMaster1.xml" },
    ...slides.map((_, i) => ({
      id: `rId${i + 2}`,
      type: `${officeRel}/slide`,
      target: `slides/slide${i + 1}.xml`,
    })),
    { id: `rId${slides.length + 2}`, type: `${officeRel}/theme`, target: "theme/theme1.xml" },
  ]);
  parts["ppt/slideMasters/slideMaster1.xml"] =
    `${xmlHeader}<p:sldMaster ${pNs}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>` +
    `<p:spTree>${emptyTree}</p:spTree></p:cSld>` +
    `<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>` +
    `<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`;
  parts["ppt/slideMasters/_rels/slideMaster1.xml.rels"] = relsXml([
    { id: "rId1", type: `${officeRel}/slideLayout`, target: "../slideLayouts/slideLayout1.xml" },
    { id: "rId2", type: `${officeRel}/theme`, target: "../theme/theme1.xml" },
  ]);
  parts["ppt/slideLayouts/slideLayout1.xml"] =
    `${xmlHeader}<p:sldLayout ${pNs} type="blank" preserve="1"><p:cSld name="Blank"><p:spTree>${emptyTree}</p:spTree></p:cSld>` +
    `<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
  parts["ppt/slideLayouts/_rels/slideLayout1.xml.rels"] = relsXml([
    { id: "rId1", type: `${officeRel}/slideMaster`, target: "../slideMasters/slideMaster1.xml" },
  ]);
  parts["ppt/theme/theme1.xml"] = themeXml;
  parts["_rels/.rels"] = relsXml([
    { id: "rId1", type: `${officeRel}/officeDocument`, target: "ppt/presentation.xml" },
  ]);
  const presentationMl = "application/vnd.openxmlformats-officedocument.presentationml";
  return zipPackage({
    "[Content_Types].xml": contentTypesXml(baseDefaults, {
      "/ppt/presentation.xml": `${presentationMl}.presentation.main+xml`,
      "/ppt/slideMasters/slideMaster1.xml": `${presentationMl}.slideMaster+xml`,
      "/ppt/slideLayouts/slideLayout1.xml": `${presentationMl}.slideLayout+xml`,
      "/ppt/theme/theme1.xml": "application/vnd.openxmlformats-officedocument.theme+xml",
      ...slideOverrides,
    }),
    ...parts,
  });
}
