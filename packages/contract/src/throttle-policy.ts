/**
 * Which counts of a login or request limit refuse an attempt: the one policy of the web app's
 * throttle (`lib/auth/throttle.ts`) and the reference upstream's (`upstream/src/http/throttle.ts`),
 * which count in different stores but must refuse alike.
 */

/** One count's answer to an attempt (rate-limiter-flexible's `RateLimiterRes` is one). */
export interface TakenCount {
  /** True when this count is used up, this attempt included. */
  refused: boolean;
  /** `consumedPoints`: the count's total in its window, this attempt included. */
  res: { consumedPoints: number };
}

/**
 * The refusing counts of a failure limit (logins, reset codes), in the order their causes are
 * named: the pair and the address when used up, and the account's slow count when used up unless
 * `spared`. The per-account count is what stops a guesser spread over many addresses, so for
 * logins it refuses every address but the account's {@link KNOWN_ADDRESS_SECONDS known} ones
 * (`spared` = this address logged in to this account before): the owner at home keeps getting
 * in, a botnet gets the account's count and no more. For reset codes (256 random bits, never
 * guessed) `spared` is {@link isFirstTry}: the owner's reset from a clean address always goes.
 */
export function failureRefusals<T extends TakenCount>(
  pair: T,
  address: T,
  account: T,
  spared: boolean,
): T[] {
  const refusals = [pair, address].filter((taken) => taken.refused);
  if (account.refused && !spared) refusals.push(account);
  return refusals;
}

/** True on an address's first attempt at this account in the pair's window (its total is 1). */
export function isFirstTry(pair: TakenCount): boolean {
  return pair.res.consumedPoints <= 1;
}

/**
 * How long an address where an account logged in stays "known" to that account after its last
 * login there (24 days, in seconds): the per-account login count spares known addresses
 * ({@link failureRefusals}). Why not longer: rate-limiter-flexible's memory store expires a key
 * with `setTimeout`, which fires at once for anything past 2^31 ms (24.8 days).
 */
export const KNOWN_ADDRESS_SECONDS = 24 * 24 * 60 * 60;

/** Parses an IPv6 address into its 8 groups (numbers), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(":")) return null;
  // A trailing dotted IPv4 part is two groups.
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${dotted[1]}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (half: string) => (half === "" ? [] : half.split(":"));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The client as a throttle counts it: an IPv4 address as it is; an IPv6 address as its /64
 * network (`2001:db8:0:1::/64`), since one host is usually given a whole /64 and could otherwise
 * rotate through its addresses without end; an IPv4-mapped IPv6 address (`::ffff:203.0.113.4`)
 * as its IPv4 address. Anything else (`unknown`) is returned unchanged.
 */
export function throttleAddress(address: string): string {
  const groups = ipv6Groups(address.trim());
  if (!groups) return address;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The refusing counts of a request limit (reset e-mails, sign-ups), the account's first: when it
 * refuses, it is the rule that names the cause. With `pair` (per account and address), the
 * account's count refuses only an address that asked for this account before in its window: a
 * stranger's requests use up the account's count without shutting the owner out.
 */
export function requestRefusals<T extends TakenCount>(account: T, address: T, pair?: T): T[] {
  const askedBefore = pair ? pair.res.consumedPoints > 1 : true;
  return [
    ...(account.refused && askedBefore ? [account] : []),
    address,
    ...(pair ? [pair] : []),
  ].filter((taken) => taken.refused);
}
