/*
 * The exchange rule both sides of the wire apply to a US-dollar price paid in Egyptian pounds.
 * No zod here, so any web module may import it.
 */

/**
 * The EGP amount a buyer pays for `usd` US dollars at `egpPerUsd` pounds per dollar: rounded UP
 * to a whole pound, because wallets and instant transfers deal in pounds and the business must
 * never receive less than the price. The product is rounded to piastres first, so a float's error
 * (100 × 1.1 is 110.00000000000001) does not push it to the next pound.
 * @returns a whole number of EGP (0 for 0 USD).
 */
export function quoteEgp(usd: number, egpPerUsd: number): number {
  const piastres = Math.round(usd * egpPerUsd * 100);
  return Math.ceil(piastres / 100);
}
