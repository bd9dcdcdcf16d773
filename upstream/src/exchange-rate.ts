import { quoteEgp, type ExchangeRateDto } from "@brightway/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "./db/client";
import { settings } from "./db/schema";

/**
 * The exchange rate for USD items paid in Egyptian pounds: an extension of the reference upstream
 * (`upstream/EXTENSIONS.md`, "Exchange rate"). The admin sets it; new and re-quoted USD orders
 * keep the EGP amount it gives. Kept in the `settings` table under one key, so it needs no table
 * of its own.
 */

const RATE_KEY = "usdEgpRate";

/** The quote a USD order keeps (all null for an EGP order or while no rate is set). */
export interface EgpQuote {
  /** Whole EGP. */
  egpAmount: number | null;
  /** EGP per USD. */
  egpRate: number | null;
  /** When the admin set the rate: naive UTC timestamp (the schema's format). */
  egpRateSetAt: string | null;
}

const noQuote: EgpQuote = { egpAmount: null, egpRate: null, egpRateSetAt: null };

/** The rate as stored: EGP per USD and when it was set (ISO-8601 UTC), or both null. */
export async function readExchangeRate(db: Executor): Promise<ExchangeRateDto> {
  const [row] = await db.select().from(settings).where(eq(settings.key, RATE_KEY));
  if (!row) return { egpPerUsd: null, setAt: null };
  const stored = JSON.parse(row.value) as { egpPerUsd?: unknown; setAt?: unknown };
  const rate = stored.egpPerUsd;
  const setAt = stored.setAt;
  if (typeof rate !== "number" || !(rate > 0) || typeof setAt !== "string")
    return { egpPerUsd: null, setAt: null };
  return { egpPerUsd: rate, setAt };
}

/**
 * Stores `egpPerUsd` (rounded to 4 decimals) as the rate set at `now`.
 * @returns the stored rate.
 */
export async function writeExchangeRate(
  db: Executor,
  egpPerUsd: number,
  now: Date,
): Promise<ExchangeRateDto> {
  const rate: ExchangeRateDto = {
    egpPerUsd: Math.round(egpPerUsd * 10_000) / 10_000,
    setAt: now.toISOString(),
  };
  const value = JSON.stringify(rate);
  await db
    .insert(settings)
    .values({ key: RATE_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return rate;
}

/**
 * The EGP quote of an order of `amount` in `currency` at the current rate: for a USD amount with a
 * rate set, the whole pounds of {@link quoteEgp}, the rate and its date; otherwise all null.
 */
export async function egpQuoteFor(
  db: Executor,
  amount: number,
  currency: "EGP" | "USD",
): Promise<EgpQuote> {
  if (currency !== "USD") return noQuote;
  const rate = await readExchangeRate(db);
  if (rate.egpPerUsd === null || rate.setAt === null) return noQuote;
  return {
    egpAmount: quoteEgp(amount, rate.egpPerUsd),
    egpRate: rate.egpPerUsd,
    egpRateSetAt: rate.setAt.slice(0, 23),
  };
}
