/**
 * Reads a product or publication id from a URL segment: a positive int of at most 9 digits
 * (the upstream's ids are ints, contract §6), else null so the caller shows not-found instead of
 * asking the upstream (which answers 400 or 500 for malformed ids).
 */
export function parseDocumentId(value: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
