import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { formatBusinessDate } from "@/lib/business-time";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { getExchangeRate, type ExchangeRateState } from "@/lib/upstream/exchange-rate";
import { getBusinessSettings, hasSessions, type BusinessSettings } from "@/lib/upstream/sessions";
import { exchangeRateNotice } from "@/lib/exchange-rate-notice";
import { EXCHANGE_RATE_SECTION, ExchangeRateNoticeBox } from "../_components/exchange-rate-notice";
import { ExchangeRateForm } from "./_components/exchange-rate-form";
import { SettingsForm } from "./_components/settings-form";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.settings.title, robots: { index: false } };
}

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
  const [isSessionsOn, rate, messages, locale] = await Promise.all([
    hasSessions(),
    readRate(),
    getCatalogue(),
    getRequestLocale(),
  ]);
  const text = messages.adminPages.settings;
  const rateNotice = exchangeRateNotice(rate, new Date(), locale);
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
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      {rate === "failed" || isRateOn ? (
        <section id={EXCHANGE_RATE_SECTION} aria-labelledby="rate-title">
          <h2 id="rate-title" className="mt-6 text-lg font-semibold text-slate-900">
            {text.rateHeading}
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">{text.rateIntro}</p>
          {rateNotice ? (
            <div className="mt-4 max-w-2xl">
              <ExchangeRateNoticeBox notice={rateNotice} messages={messages} />
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
                setOn={
                  rate.status === "set" ? formatBusinessDate(rate.setAt, undefined, locale) : null
                }
              />
            )}
          </div>
        </section>
      ) : null}
      {isSessionsOn ? (
        <section aria-labelledby="devices-title">
          <h2 id="devices-title" className="mt-8 text-lg font-semibold text-slate-900">
            {text.devicesHeading}
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">{text.devicesIntro}</p>
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
