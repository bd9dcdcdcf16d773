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
 * named. The account's slow count refuses only an address that tried this account before in its
 * window (the pair's total is 1 on its first attempt): the owner's clean address always gets
 * through, a guesser spread over many addresses gets one try each.
 */
export function failureRefusals<T extends TakenCount>(pair: T, address: T, account: T): T[] {
  const refusals = [pair, address].filter((taken) => taken.refused);
  if (account.refused && pair.res.consumedPoints > 1) refusals.push(account);
  return refusals;
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
