/**
 * Wraps `text` in FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE (U+2069), so that a
 * value put into a sentence of the other direction (a Latin name, an e-mail, a price or a code
 * in an Arabic sentence, or an Arabic name in an English one) keeps its own order and does not
 * reorder the words around it. The isolate takes its direction from its first strong letter.
 * Returns the wrapped text; an empty `text` gives an empty isolate.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
