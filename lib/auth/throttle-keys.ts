// The names of the web app's throttle counts, shared by `throttle.ts` (in the app) and the
// operator's `npm run unlock` (scripts/unlock.ts), which clears them in Redis from outside the
// app. No "server-only" here: the command line imports it too.
import type { RedisClientType } from "redis";
import { throttleAddress } from "@brightway/contract/throttle-policy";

/** The limiters whose keys name an account: an operator's unlock clears them. */
const UNLOCKABLE_LIMITERS = ["login_pair", "login_account", "reset_pair", "reset_account"] as const;

/** An account as counted: the e-mail address trimmed and lower-cased (one count in any case). */
export const accountKey = (account: string): string => account.trim().toLowerCase();

/**
 * A client address as counted: IPv6 grouped by its /64 network, IPv4 as it is
 * (`throttleAddress` of the shared policy), so one host cannot rotate through its addresses.
 */
export const addressKey = (address: string): string => throttleAddress(address);

/**
 * The (account, address) key: the account first, so one account's pairs share a prefix (the
 * unlock of every address); a space cannot be in an e-mail address, so it ends the account.
 * The address is grouped as {@link addressKey} groups it.
 */
export const pairKey = (account: string, address: string): string =>
  `${accountKey(account)} ${addressKey(address)}`;

/** The key prefix of a limiter in Redis, e.g. `brightway:throttle:login_pair` (the library adds `:` and the key). */
export const redisLimiterPrefix = (redisKeyPrefix: string, limiter: string): string =>
  `${redisKeyPrefix}throttle:${limiter}`;

/** `value` with Redis's glob characters escaped, for SCAN's MATCH. */
const globLiteral = (value: string) => value.replace(/[*?[\]\\]/g, (char) => `\\${char}`);

/**
 * Deletes an account's login and reset counts in Redis: from one `address`, or (without it)
 * from every address and the account's own daily count.
 * @param client a connected node-redis client.
 * @param redisKeyPrefix `REDIS_KEY_PREFIX` (default `brightway:`).
 * @returns how many counts were deleted.
 */
export async function clearRedisCounts(
  client: RedisClientType,
  redisKeyPrefix: string,
  account: string,
  address?: string,
): Promise<number> {
  const keys: string[] = [];
  for (const limiter of UNLOCKABLE_LIMITERS) {
    const prefix = redisLimiterPrefix(redisKeyPrefix, limiter);
    if (limiter.endsWith("_pair")) {
      if (address) {
        keys.push(`${prefix}:${pairKey(account, address)}`);
        continue;
      }
      const match = `${globLiteral(`${prefix}:${accountKey(account)} `)}*`;
      for await (const batch of client.scanIterator({ MATCH: match, COUNT: 500 }))
        keys.push(...batch);
    } else if (!address) {
      keys.push(`${prefix}:${accountKey(account)}`);
    }
  }
  return keys.length === 0 ? 0 : client.del(keys);
}
