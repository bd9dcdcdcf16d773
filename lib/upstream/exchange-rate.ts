import "server-only";
import { catalogueEntry, catalogueRead } from "@/lib/upstream/catalogue-cache";
import { nullWhen, upstreamFetch } from "@/lib/upstream/client";
import { tags } from "@/lib/upstream/tags";
import { exchangeRateSchema, quoteEgp } from "@/lib/upstream/wire";

/*
 * The exchange-rate extension of the reference upstream (`upstream/EXTENSIONS.md`, "Exchange
 * rate"): the Egyptian pounds per US dollar the admin sets, at which a USD item is shown and
 * ordered in EGP. The legacy API has none (404): USD prices are then shown alone.
 */

/** The admin's rate: EGP per USD, and when it was set (ISO-8601 UTC). */
export interface ExchangeRate {
  egpPerUsd: number;
  setAt: string;
}

/** What the upstream says of the rate: no such extension, no rate set yet, or the rate. */
export type ExchangeRateState =
  { status: "absent" } | { status: "unset" } | ({ status: "set" } & ExchangeRate);

async function readExchangeRateCached(): Promise<ExchangeRateState> {
  "use cache";
  catalogueEntry([tags.exchangeRate]);
  const dto = await nullWhen([404, 405], () =>
    upstreamFetch({ path: "/api/ExchangeRate", schema: exchangeRateSchema }),
  );
  if (!dto) return { status: "absent" };
  if (dto.egpPerUsd === null || dto.setAt === null) return { status: "unset" };
  return { status: "set", egpPerUsd: dto.egpPerUsd, setAt: dto.setAt };
}

/**
 * The rate, read anonymously and cached with the public catalogue (tag `exchange-rate`, expired
 * when the admin saves one). Calls GET /api/ExchangeRate.
 * @returns `absent` on a legacy upstream (404), `unset` before the admin sets one, else the rate.
 * @throws UpstreamError when the read fails.
 */
export async function getExchangeRate(): Promise<ExchangeRateState> {
  return catalogueRead("GET /api/ExchangeRate", readExchangeRateCached);
}

/**
 * Sets the rate (EGP per USD, above 0, at most 10000) as of now. Admin token.
 * Calls PUT /api/ExchangeRate. The caller expires `tags.exchangeRate`.
 * @returns the stored rate.
 * @throws UpstreamError (400 out of range, 403 not an admin, 404 legacy upstream).
 */
export async function saveExchangeRate(egpPerUsd: number, token: string): Promise<ExchangeRate> {
  const dto = await upstreamFetch({
    method: "PUT",
    path: "/api/ExchangeRate",
    body: { egpPerUsd },
    schema: exchangeRateSchema,
    token,
  });
  return { egpPerUsd: dto.egpPerUsd ?? egpPerUsd, setAt: dto.setAt ?? new Date().toISOString() };
}

/**
 * The EGP a buyer pays for `usd` at `rate`: whole pounds, rounded up (the upstream's own rule, so
 * the figure shown before the order is the one the order keeps).
 */
export function egpFor(usd: number, rate: ExchangeRate): number {
  return quoteEgp(usd, rate.egpPerUsd);
}
