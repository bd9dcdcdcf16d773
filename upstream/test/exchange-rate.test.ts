import { describe, expect, it } from "vitest";
import { exchangeRateDto, orderDto, type OrderDto } from "@brightway/contract";
import { admin, orderablesOnClockBeforeEach, packageBody, productBody, student } from "./fixtures";
import { appWith, callApp, json, storedOrder } from "./helpers";

// The exchange-rate extension (upstream/EXTENSIONS.md "Exchange rate"): anyone reads the rate, an
// admin sets it, and a USD order keeps its EGP amount at the rate of the moment it was quoted.

const clock = orderablesOnClockBeforeEach("2026-03-01T10:00:00.000Z", "wallet");
const send = clock.send;

const setRate = (egpPerUsd: unknown, token = admin.token) =>
  send("PUT", "/api/ExchangeRate", { token, json: { egpPerUsd } });

async function productOrder(): Promise<OrderDto> {
  const response = await send("POST", "/api/Orders", {
    token: student.token,
    json: productBody,
  });
  expect(response.status).toBe(201);
  return orderDto.exact.parse(await json(response));
}

describe("GET/PUT /api/ExchangeRate", () => {
  it("answers both null before a rate is set, to a visitor too", async () => {
    const response = await send("GET", "/api/ExchangeRate");
    expect(response.status).toBe(200);
    expect(exchangeRateDto.exact.parse(await json(response))).toEqual({
      egpPerUsd: null,
      setAt: null,
    });
  });

  it("keeps the admin's rate with the time it was set", async () => {
    const response = await setRate(50.25);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ egpPerUsd: 50.25, setAt: "2026-03-01T10:00:00.000Z" });
    expect(await json(await send("GET", "/api/ExchangeRate"))).toEqual({
      egpPerUsd: 50.25,
      setAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("refuses a visitor (401), a student (403) and a rate that is not a positive number (400)", async () => {
    expect((await send("PUT", "/api/ExchangeRate", { json: { egpPerUsd: 50 } })).status).toBe(401);
    expect((await setRate(50, student.token)).status).toBe(403);
    for (const bad of [0, -3, "50", null, 10_001]) expect((await setRate(bad)).status).toBe(400);
    expect(await json(await send("GET", "/api/ExchangeRate"))).toEqual({
      egpPerUsd: null,
      setAt: null,
    });
  });

  it("is not served when the orders extension is off (the legacy surface)", async () => {
    const legacy = await appWith({ UPSTREAM_ORDERS: "false" });
    expect((await callApp(legacy, "GET", "/api/ExchangeRate")).status).toBe(404);
  });
});

describe("the EGP quote of an order", () => {
  it("a USD order keeps the USD price and the EGP amount at the rate of its quote, rounded up to a pound", async () => {
    await setRate(48.37);
    const order = await productOrder();
    // 120 × 48.37 = 5804.40 → 5805 EGP.
    expect(order).toMatchObject({
      amount: 120,
      currency: "USD",
      egpAmount: 5805,
      egpRate: 48.37,
      egpRateSetAt: "2026-03-01T10:00:00.000Z",
    });
    // A new rate does not change what the order asks while its quote holds.
    clock.now = new Date("2026-03-02T10:00:00.000Z");
    await setRate(60);
    const read = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(read.egpAmount).toBe(5805);
  });

  it("a quote 72 hours old is made again at the rate of now", async () => {
    await setRate(48.37);
    const order = await productOrder();
    clock.now = new Date("2026-03-04T12:00:00.000Z");
    await setRate(50);
    const read = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(read).toMatchObject({
      amount: 120,
      egpAmount: 6000,
      egpRate: 50,
      egpRateSetAt: "2026-03-04T12:00:00.000Z",
    });
  });

  it("a USD order made while no rate was set is quoted when its buyer comes back after the admin sets one", async () => {
    const order = await productOrder();
    expect(order).toMatchObject({ egpAmount: null, egpRate: null, egpRateSetAt: null });
    clock.now = new Date("2026-03-01T12:00:00.000Z");
    // Still no rate: the buyer's read leaves it unquoted.
    const unquoted = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: student.token }),
    );
    expect(unquoted).toMatchObject({ egpAmount: null, quotedAt: order.quotedAt });
    await setRate(49.5);
    // The admin's read changes nothing; the buyer's read gets the quote at the rate of now.
    const adminRead = await json<OrderDto>(
      await send("GET", `/api/Orders/${order.id}`, { token: admin.token }),
    );
    expect(adminRead.egpAmount).toBeNull();
    const read = orderDto.exact.parse(
      await json(await send("GET", `/api/Orders/${order.id}`, { token: student.token })),
    );
    // 120 × 49.5 = 5940 EGP; the USD amount is the same, so no "price changed" note.
    expect(read).toMatchObject({
      amount: 120,
      egpAmount: 5940,
      egpRate: 49.5,
      egpRateSetAt: "2026-03-01T12:00:00.000Z",
      previousAmount: null,
      quotedAt: "2026-03-01T12:00:00.000Z",
    });
  });

  it("an EGP order, or a USD order made while no rate is set, has no EGP quote", async () => {
    const usd = await productOrder();
    expect(usd).toMatchObject({ egpAmount: null, egpRate: null, egpRateSetAt: null });
    await setRate(50);
    const response = await send("POST", "/api/Orders", {
      token: student.token,
      json: packageBody,
    });
    const egp = orderDto.exact.parse(await json(response));
    expect(egp).toMatchObject({ currency: "EGP", egpAmount: null, egpRate: null });
    const row = await storedOrder(egp.id);
    expect(row?.egpAmount).toBeNull();
  });
});
