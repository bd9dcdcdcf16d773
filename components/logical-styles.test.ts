import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The site is laid out in both directions (Arabic pages are `dir="rtl"`), so the styles under
 * app/ and components/ say start and end, never left and right: Tailwind's `ms-`/`me-`,
 * `ps-`/`pe-`, `start-`/`end-`, `text-start`, `border-s`, `rounded-s`, and `inset-inline-start` or
 * `margin-inline-start` in CSS. This test reads the source so a physical class never comes back.
 */

const root = path.resolve(import.meta.dirname, "..");

/** A physical utility (its last part, after any `md:`/`hover:` variants) and what to write instead. */
const physicalUtilities: { pattern: RegExp; instead: string }[] = [
  { pattern: /^m[lr]-/, instead: "ms-/me-" },
  { pattern: /^p[lr]-/, instead: "ps-/pe-" },
  { pattern: /^(left|right)-/, instead: "start-/end-" },
  { pattern: /^text-(left|right)$/, instead: "text-start/text-end" },
  { pattern: /^border-[lr](-|$)/, instead: "border-s/border-e" },
  { pattern: /^rounded-([lr]|[tb][lr])(-|$)/, instead: "rounded-s/-e/-ss/-se/-es/-ee" },
  { pattern: /^float-(left|right)$/, instead: "float-start/float-end" },
  { pattern: /^scroll-[mp][lr]-/, instead: "scroll-ms-/scroll-me-/scroll-ps-/scroll-pe-" },
  { pattern: /^space-x-/, instead: "gap-* on the flex or grid parent" },
  { pattern: /^translate-x-/, instead: "a logical inset, or an rtl: counterpart" },
];

/** An arbitrary property naming a side, e.g. `[margin-left:2px]` or `md:[left:0]`. */
const physicalArbitrary =
  /(^|:)\[(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)[a-z-]*):|\[text-align:(left|right)\]/;

/** A CSS declaration naming a side. */
const physicalCss =
  /(^|[\s;{])((margin|padding|border|scroll-margin|scroll-padding)-(left|right)[a-z-]*|left|right)\s*:|(text-align|float)\s*:\s*(left|right)\b/;

/** What the token's utility says instead, or null when it is logical (or not a class at all). */
function physicalClass(token: string): string | null {
  if (physicalArbitrary.test(token)) return "a logical property (inset-inline-start, …)";
  const utility = token.split(":").at(-1)!.replace(/^!|!$/g, "").replace(/^-/, "");
  return physicalUtilities.find(({ pattern }) => pattern.test(utility))?.instead ?? null;
}

/** The possible class names of a line: split where a class name cannot go on. */
function tokens(line: string): string[] {
  return line.split(/[\s"'`{}(),=;]+/).filter(Boolean);
}

/** A line that is a comment (JSDoc, `//`, a JSX comment): prose may say "left" there. */
function isComment(line: string): boolean {
  return /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line);
}

/**
 * Physical styles that are right in both directions, each with why. `token` is the class as
 * written (variants included); each entry must still be in its file.
 */
const allowed: { file: string; token: string; reason: string }[] = [
  {
    file: "components/ui/dialog.tsx",
    token: "left-1/2",
    reason:
      "centring: half the viewport from the left, pulled back by half its own width, is the middle in both directions",
  },
  {
    file: "components/ui/dialog.tsx",
    token: "-translate-x-1/2",
    reason: "the other half of the centring above",
  },
  {
    file: "components/video-player.tsx",
    token: "ml-1",
    reason:
      "nudges the play triangle to its optical centre; the triangle points right in both directions, so its nudge does not mirror",
  },
];

function sourceFiles(): string[] {
  return ["app", "components"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
  );
}

/** Every physical style of the source: `file:line: token (write … instead)`. */
function findPhysicalStyles(): { found: string[]; allowedSeen: Set<string> } {
  const found: string[] = [];
  const allowedSeen = new Set<string>();
  for (const file of sourceFiles()) {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      if (isComment(line)) return;
      const where = `${file}:${index + 1}`;
      if (file.endsWith(".css") && !/@apply\b/.test(line)) {
        if (physicalCss.test(line))
          found.push(`${where}: ${line.trim()} (use inset-inline-start, margin-inline-start, …)`);
        return;
      }
      for (const token of tokens(line)) {
        const instead = physicalClass(token);
        if (!instead) continue;
        const exception = allowed.find((entry) => entry.file === file && entry.token === token);
        if (exception) allowedSeen.add(`${exception.file} ${exception.token}`);
        else found.push(`${where}: ${token} (write ${instead} instead)`);
      }
    });
  }
  return { found, allowedSeen };
}

describe("right-to-left ready styles", () => {
  it("recognises physical classes and leaves logical ones", () => {
    const physical = [
      "ml-2",
      "md:pr-4",
      "-left-[9999px]",
      "focus:right-3",
      "text-right",
      "border-l-4",
      "rounded-tl-lg",
      "space-x-2",
      "-translate-x-full",
      "[margin-left:2px]",
      "file:mr-3",
      "sm:float-left",
    ];
    const logical = [
      "ms-2",
      "md:pe-4",
      "-start-[9999px]",
      "focus:end-3",
      "text-end",
      "border-s-4",
      "rounded-ss-lg",
      "gap-2",
      "mx-auto",
      "px-4",
      "inset-x-0",
      "space-y-2",
      "-translate-y-1/2",
      "rtl:-scale-x-100",
      "rounded-lg",
      "border-slate-200",
      "text-lg",
    ];
    expect(physical.filter((token) => physicalClass(token) === null)).toEqual([]);
    expect(logical.filter((token) => physicalClass(token) !== null)).toEqual([]);
    expect(physicalCss.test("  margin-left: 1rem;")).toBe(true);
    expect(physicalCss.test("  left: 0;")).toBe(true);
    expect(physicalCss.test("  margin-inline-start: 1rem;")).toBe(false);
    expect(physicalCss.test("  inset-inline-start: 0;")).toBe(false);
  });

  it("app/ and components/ use logical styles only, apart from the allow-list", () => {
    const { found, allowedSeen } = findPhysicalStyles();
    expect(found).toEqual([]);
    // An exception whose class is gone is removed from the list, so it cannot excuse a new one.
    expect(allowed.map((entry) => `${entry.file} ${entry.token}`)).toEqual(
      allowed.map((entry) => `${entry.file} ${entry.token}`).filter((key) => allowedSeen.has(key)),
    );
  });
});
