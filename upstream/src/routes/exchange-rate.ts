import { z } from "zod";
import { readExchangeRate, writeExchangeRate } from "../exchange-rate";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";
import { readJson } from "../http/validate";

const rateMessage =
  "egpPerUsd must be a number of Egyptian pounds per US dollar above 0 and at most 10000.";

const rateSchema = z.object({
  egpPerUsd: z.number({ message: rateMessage }).positive(rateMessage).max(10_000, rateMessage),
});

/**
 * Registers the exchange-rate extension (not in the legacy API; `upstream/EXTENSIONS.md`,
 * "Exchange rate"): anyone reads the rate (the payment page shows it to visitors); an admin sets
 * it. It goes with the orders extension, whose USD orders keep the EGP amount it gives.
 */
export function registerExchangeRateRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The rate: 200 `{ egpPerUsd, setAt }` (both null until set). No token needed. */
  app.get("/api/exchangerate", async (c) => c.json(await readExchangeRate(db)));

  /** Admin: sets the rate (now): 200 the stored rate; 400 not a positive number up to 10000. */
  app.put("/api/exchangerate", async (c) => {
    requireAdmin(c);
    const { egpPerUsd } = await readJson(c, rateSchema);
    return c.json(await writeExchangeRate(db, egpPerUsd, now()));
  });
}
