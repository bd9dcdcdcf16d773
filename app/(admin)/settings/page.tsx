import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { getBusinessSettings, hasSessions, type BusinessSettings } from "@/lib/upstream/sessions";
import { SettingsForm } from "./_components/settings-form";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

const basePath = "/settings";

/**
 * Settings (sessions extension, issue 21): the business's device cap for students. Admin only
 * (checked here as well as in the layout and in the action); not found on a legacy upstream.
 */
export default async function SettingsPage() {
  const session = await requireAdmin(basePath);
  if (!(await hasSessions())) notFound();
  let settings: BusinessSettings | null = null;
  try {
    settings = await withSessionToken(session, (token) => getBusinessSettings(token), basePath);
  } catch (error) {
    logUpstreamFailure(error, "settings: read failed");
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Devices</h2>
      <p className="mt-1 max-w-2xl text-slate-700">
        Paid courses leak when one account is shared. Cap how many devices a student may be signed
        in on at once.
      </p>
      <div className="mt-4">
        {settings ? (
          <SettingsForm initial={settings} />
        ) : (
          <InlineAlert message={messages.sessions.settingsLoadFailed} />
        )}
      </div>
    </div>
  );
}
