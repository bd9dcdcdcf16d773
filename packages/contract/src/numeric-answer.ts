/*
 * How a numeric answer is read and judged, the same on the upstream (which grades) and in the web
 * app (which tells a student at once that "3,5 kN" is not a number). Pure, no dependency.
 */

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits, to Western ones. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Reads a typed numeric answer: Western or Arabic-Indic digits, a decimal point, a decimal comma
 * ("3,5") or the Arabic decimal separator ("٣٫٥"), spaces and the Arabic thousands separator
 * ignored, a comma taken as a thousands separator only when a point is also there
 * ("1,234.5"), and "−" read as a minus sign. "3,5", "3.5" and "٣٫٥" all give 3.5.
 * @returns the number, or null when the text is not one number (empty, "3.5 kN", "1.2.3").
 */
export function parseNumericAnswer(text: string): number | null {
  let value = westernDigits(text.normalize("NFKC"))
    .replace(/[\s\u066c\u2009\u202f]/g, "")
    .replace(/\u066b/g, ".")
    .replace(/[\u2212\u2013]/g, "-");
  if (value.includes(".")) value = value.replace(/,/g, "");
  else if ((value.match(/,/g) ?? []).length === 1) value = value.replace(",", ".");
  if (!numberPattern.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Whether `value` is within `tolerance` of `answer`, edges included: an absolute difference, or
 * `tolerance` percent of the answer's size. A hair of floating-point slack (1e-9 of the larger of
 * 1 and the answer) keeps "on the edge" inside whatever the binary rounding.
 */
export function isWithinTolerance(
  value: number,
  answer: number,
  tolerance: number,
  kind: "absolute" | "percent",
): boolean {
  const allowed = kind === "percent" ? (Math.abs(answer) * tolerance) / 100 : tolerance;
  const slack = 1e-9 * Math.max(1, Math.abs(answer));
  return Math.abs(value - answer) <= allowed + slack;
}
