"use client";

import { useSyncExternalStore } from "react";
import { BUSINESS_TIME_ZONE } from "@brightway/contract/live-rules";
import { useCourseTexts } from "@/components/course/use-course-texts";
import { usePageLocale } from "@/lib/i18n/client";

const noSubscription = () => () => undefined;

/** The browser's own time zone (IANA), or null on the server (so the server's HTML is the same for everyone). */
function useViewerTimeZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    () => null,
  );
}

function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/**
 * " · 17:00 your time (Europe/London)" (in the page's language) after a session's Cairo time, added in the browser once
 * it has hydrated, and only when the viewer's zone is not Africa/Cairo (with the day when it
 * differs from Cairo's). Renders nothing on the server.
 */
export function LocalTime({ instant }: { instant: string }) {
  const zone = useViewerTimeZone();
  const texts = useCourseTexts().clock;
  const locale = usePageLocale();
  if (!zone || zone === BUSINESS_TIME_ZONE) return null;
  const at = new Date(instant);
  const sameDay = dayOf(at, zone) === dayOf(at, BUSINESS_TIME_ZONE);
  const text = new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", {
    numberingSystem: "latn",
    timeZone: zone,
    ...(sameDay ? {} : { weekday: "short", day: "numeric", month: "short" }),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return <span className="text-slate-600">{texts.yourTime(text, zone)}</span>;
}
