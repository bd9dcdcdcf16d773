import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { formatBusinessDate } from "@/lib/business-time";
import { messages } from "@/lib/messages";
import { getExchangeRate, type ExchangeRateState } from "@/lib/upstream/exchange-rate";
import { getBusinessSettings, hasSessions, type BusinessSettings } from "@/lib/upstream/sessions";
import { exchangeRateNotice } from "@/lib/exchange-rate-notice";
import { EXCHANGE_RATE_SECTION, ExchangeRateNoticeBox } from "../_components/exchange-rate-notice";
import { ExchangeRateForm } from "./_components/exchange-rate-form";
import { SettingsForm } from "./_components/settings-form";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

const basePath = "/settings";

/** The rate as the upstream has it, or "failed" when it could not be read. */
async function readRate(): Promise<ExchangeRateState | "failed"> {
  try {
    return await getExchangeRate();
  } catch (error) {
    logUpstreamFailure(error, "settings: exchange rate read failed");
    return "failed";
  }
}

/**
 * Settings: the business's device cap for students (sessions extension) and the USD-to-EGP rate
 * buyers of USD items see (exchange-rate extension), with a notice while none is set or when it
 * was set more than 7 days ago. Admin only (checked here as well as in the
 * layout and in the actions); each section only when its extension answers, not found when
 * neither does (a legacy upstream).
 */
export default async function SettingsPage() {
  const session = await requireAdmin(basePath);
  const [isSessionsOn, rate] = await Promise.all([hasSessions(), readRate()]);
  const rateNotice = exchangeRateNotice(rate, new Date());
  const isRateOn = rate !== "failed" && rate.status !== "absent";
  if (!isSessionsOn && !isRateOn && rate !== "failed") notFound();
  let settings: BusinessSettings | null = null;
  if (isSessionsOn) {
    try {
      settings = await withSessionToken(session, (token) => getBusinessSettings(token), basePath);
    } catch (error) {
      logUpstreamFailure(error, "settings: read failed");
    }
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      {rate === "failed" || isRateOn ? (
        <section id={EXCHANGE_RATE_SECTION} aria-labelledby="rate-title">
          <h2 id="rate-title" className="mt-6 text-lg font-semibold text-slate-900">
            Exchange rate
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            Online courses and products are priced in US dollars; wallets and instant transfers take
            Egyptian pounds. The payment page shows a USD item&apos;s EGP amount at this rate
            (rounded up to a whole pound), with the rate and its date, and each order keeps the EGP
            amount it was quoted.
          </p>
          {rateNotice ? (
            <div className="mt-4 max-w-2xl">
              <ExchangeRateNoticeBox notice={rateNotice} />
            </div>
          ) : null}
          <div className="mt-4">
            {rate === "failed" ? (
              <InlineAlert message={messages.exchangeRate.loadFailed} />
            ) : (
              <ExchangeRateForm
                initial={
                  rate.status === "set" ? { egpPerUsd: rate.egpPerUsd, setAt: rate.setAt } : null
                }
                setOn={rate.status === "set" ? formatBusinessDate(rate.setAt) : null}
              />
            )}
          </div>
        </section>
      ) : null}
      {isSessionsOn ? (
        <section aria-labelledby="devices-title">
          <h2 id="devices-title" className="mt-8 text-lg font-semibold text-slate-900">
            Devices
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            Paid courses leak when one account is shared. Cap how many devices a student may be
            signed in on at once.
          </p>
          <div className="mt-4">
            {settings ? (
              <SettingsForm initial={settings} />
            ) : (
              <InlineAlert message={messages.sessions.settingsLoadFailed} />
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
