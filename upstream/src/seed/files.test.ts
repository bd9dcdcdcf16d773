import sharp from "sharp";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { products, publications } from "./content";
import { buildDocx, buildPdf, buildPptx, buildXlsx, wrapText } from "./documents";
import {
  courseCover,
  documentCover,
  headerBanner,
  imageSizeLimits,
  instructorPortrait,
  projectPhoto,
} from "./images";
import { buildProductFile } from "./seed";

const zipMagic = [0x50, 0x4b, 0x03, 0x04];

/** A small well-formedness check: every start tag is closed in order, no stray `<` or `&`. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith("<?xml")).toBe(true);
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  for (const match of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)([^<>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^<>]*>/g, "")).not.toContain("<");
}

function expectValidPdf(pdf: Buffer, expectedText: string) {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, first, size] = /xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe("0");
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + Number(size));
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
  }
  expect(text).toContain(`(${expectedText}) Tj`);
}

describe("document generators", () => {
  it("builds PDFs whose xref offsets and stream lengths are exact, paginating long text", () => {
    const short = buildPdf("Steel Connection Design Handbook", [
      { heading: "1. Scope", paragraphs: ["Bolts (M20) and welds."] },
    ]);
    expectValidPdf(short, "Bolts \\(M20\\) and welds.");
    expect(short.toString("latin1")).toContain("/Count 1");

    const long = buildPdf("Long", [
      {
        heading: "Body",
        paragraphs: Array.from({ length: 40 }, () => "A line of text. ".repeat(12)),
      },
    ]);
    expectValidPdf(long, "Long");
    expect(Number(/\/Count (\d+)/.exec(long.toString("latin1"))?.[1])).toBeGreaterThan(1);
  });

  it("builds xlsx, docx and pptx zip packages with well-formed, related parts", () => {
    const xlsx = buildXlsx("Footing", [
      ["Load & pressure", 1200, { formula: "B1*2", value: 2400 }],
      [null, "<kN>"],
    ]);
    const docx = buildDocx("Report", [{ heading: "Loads", paragraphs: ["Live load 2.0 kN/m2"] }]);
    const pptx = buildPptx([
      { title: "Tendons", bullets: ["Parabolic drape"] },
      { title: "Losses", bullets: ["Friction"] },
    ]);
    const expectedParts = {
      xlsx: [
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/workbook.xml",
        "xl/_rels/workbook.xml.rels",
        "xl/worksheets/sheet1.xml",
      ],
      docx: ["[Content_Types].xml", "_rels/.rels", "word/document.xml"],
      pptx: [
        "[Content_Types].xml",
        "_rels/.rels",
        "ppt/presentation.xml",
        "ppt/slides/slide1.xml",
        "ppt/slides/slide2.xml",
        "ppt/slideMasters/slideMaster1.xml",
        "ppt/slideLayouts/slideLayout1.xml",
        "ppt/theme/theme1.xml",
      ],
    };
    for (const [kind, bytes] of Object.entries({ xlsx, docx, pptx })) {
      expect([...bytes.subarray(0, 4)]).toEqual(zipMagic);
      const parts = unzipSync(bytes);
      expect(Object.keys(parts)).toEqual(
        expect.arrayContaining(expectedParts[kind as keyof typeof expectedParts]),
      );
      const contentTypesXml = strFromU8(parts["[Content_Types].xml"]!);
      for (const [name, data] of Object.entries(parts)) {
        expectWellFormedXml(strFromU8(data));
        if (name.endsWith(".xml") && name !== "[Content_Types].xml")
          expect(contentTypesXml).toContain(`PartName="/${name}"`);
      }
    }
    const sheet = strFromU8(unzipSync(xlsx)["xl/worksheets/sheet1.xml"]!);
    expect(sheet).toContain('<c r="C1"><f>B1*2</f><v>2400</v></c>');
    expect(sheet).toContain("Load &amp; pressure");
    expect(strFromU8(unzipSync(pptx)["ppt/_rels/presentation.xml.rels"]!)).toContain(
      'Target="slides/slide2.xml"',
    );
  });

  it("gives every demo product a file whose magic bytes match its type (0 PDF, 1-3 OOXML)", () => {
    expect(new Set(products.map((p) => p.typeOfFile))).toEqual(new Set([0, 1, 2, 3]));
    for (const product of products) {
      const file = buildProductFile(product);
      expect(product.price).toBeGreaterThan(0);
      if (product.typeOfFile === 0)
        expect(file.data.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      else expect([...file.data.subarray(0, 4)]).toEqual(zipMagic);
      expect(file.data.length).toBeLessThan(50_000);
    }
    for (const publication of publications)
      expectValidPdf(buildPdf(publication.title, publication.sections), publication.title);
  });

  it("wraps text at word boundaries within the width", () => {
    expect(wrapText("Reinforced Concrete Design to the Egyptian Code", 20)).toEqual([
      "Reinforced Concrete",
      "Design to the",
      "Egyptian Code",
    ]);
  });
});

describe("image generators", () => {
  it("renders JPEGs of the stated sizes under the byte limits", async () => {
    const cases: [Promise<Buffer>, number, number, number][] = [
      [
        courseCover({
          title: "ETABS for High-Rise Buildings",
          label: "On-demand course",
          motif: "frame",
          palette: ["#0f2a4a", "#2f6ea5"],
        }),
        800,
        450,
        imageSizeLimits.default,
      ],
      [
        instructorPortrait({
          name: "Eng. A",
          description: "",
          portrait: {
            skin: "#c98e62",
            hair: "#222",
            shirt: "#1f4e79",
            background: "#dbe7f3",
            hasGlasses: true,
            hasBeard: true,
          },
        }),
        320,
        320,
        imageSizeLimits.default,
      ],
      [headerBanner("skyline"), 1600, 600, imageSizeLimits.banner],
      [headerBanner("bridge"), 1600, 600, imageSizeLimits.banner],
      [projectPhoto("tower", "plan"), 960, 640, imageSizeLimits.default],
      [projectPhoto("warehouse", "detail"), 960, 640, imageSizeLimits.default],
      [
        documentCover({
          title: "Retaining Wall Design Spreadsheet",
          typeOfFile: 1,
          motif: "foundation",
        }),
        480,
        640,
        imageSizeLimits.default,
      ],
    ];
    for (const [pending, width, height, limit] of cases) {
      const jpeg = await pending;
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(jpeg.length).toBeLessThan(limit);
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width, height });
    }
  });
});
