import { expect } from "vitest";

/**
 * Asserts that an Arabic screen's visible text left no English behind: no Latin word of three
 * letters or more, except those `allowed` (a student's or course's name in the fixture, a brand
 * such as BrightWay, PDF, Excel, an e-mail address). `text` is the rendered text content.
 */
export function expectNoEnglish(text: string, allowed: readonly string[] = []): void {
  let rest = text;
  for (const word of [
    "BrightWay",
    "PDF",
    "Excel",
    "CSV",
    "YouTube",
    "Vimeo",
    "LinkedIn",
    "Zoom",
    ...allowed,
  ])
    rest = rest.split(word).join(" ");
  // E-mail addresses and web addresses are data, not interface text.
  rest = rest.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  const english = rest.match(/[A-Za-z]{3,}/g) ?? [];
  expect(english, `English left in an Arabic screen: ${english.join(", ")}`).toEqual([]);
}
