import { InlineAlert } from "@/components/course/inline-alert";
import { DeviceSignOutAll, DeviceSignOutButton } from "@/components/student/device-buttons";
import type { ActionResult } from "@/lib/actions/result";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { formatBusinessDateTime } from "@/lib/business-time";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/routing";
import { listMySessions, listStudentSessions, type DeviceSession } from "@/lib/upstream/sessions";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Server actions the Devices tab calls (passed in: components never import from `app/`). */
export type DevicesActions =
  | {
      kind: "own";
      endOne: (input: { sessionId: string }) => Promise<ActionResult>;
      endOthers: (input: Record<string, never>) => Promise<ActionResult>;
    }
  | {
      kind: "admin";
      endOne: (input: { studentId: string; sessionId: string }) => Promise<ActionResult>;
      endAll: (input: { studentId: string }) => Promise<ActionResult>;
    };

/** Props of {@link Devices}. */
export interface DevicesProps {
  session: Session;
  /** Whose devices: the session's own student, or (for an admin) the student viewed. */
  studentId: string;
  headingLevel: "h2" | "h3";
  actions: DevicesActions;
}

/** "12 May 2025, 17:03 Cairo time" (in `locale`) from an ISO-8601 UTC time; "—" when unreadable. */
function when(iso: string, locale: Locale): string {
  return formatBusinessDateTime(iso, { locale }) || "—";
}

/**
 * The profile's Devices tab (sessions extension): each active sign-in with its browser and
 * system, first and last seen, "This device" for the one in use, "Sign out" per device and
 * "Sign out all other devices" (each confirmed in a dialog). For an admin viewing a student:
 * the student's devices, "Sign out" each or all. Read with the session's token; never cached.
 */
export async function Devices({ session, studentId, headingLevel, actions }: DevicesProps) {
  const messages = await getCatalogue();
  const locale = await getRequestLocale();
  const texts = messages.accountPages.devices;
  let devices: DeviceSession[];
  try {
    devices = await withSessionToken(session, (token) =>
      actions.kind === "own" ? listMySessions(token) : listStudentSessions(studentId, token),
    );
  } catch (error) {
    logUpstreamFailure(error, "profile: devices read failed");
    return <InlineAlert message={messages.sessions.devicesFailed} />;
  }
  const Heading = headingLevel;
  const others = devices.filter((device) => !device.current);
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-slate-700">{actions.kind === "own" ? texts.introOwn : texts.introAdmin}</p>
      {devices.length === 0 ? (
        <p className="text-slate-700">{messages.sessions.noDevices}</p>
      ) : null}
      <ul className="space-y-3">
        {devices.map((device) => (
          <li
            key={device.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <Heading className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
                <bdi>{device.label}</bdi>
                {device.current ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {texts.thisDevice}
                  </span>
                ) : null}
              </Heading>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
                <dt>{texts.firstSeen}</dt>
                <dd>{when(device.createdAt, locale)}</dd>
                <dt>{texts.lastSeen}</dt>
                <dd>{when(device.lastSeenAt, locale)}</dd>
                {device.address ? (
                  <>
                    <dt>{texts.address}</dt>
                    <dd className="break-all">
                      <bdi dir="ltr">{device.address}</bdi>
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
            {device.current ? null : actions.kind === "own" ? (
              <DeviceSignOutButton
                label={device.label}
                run={actions.endOne.bind(null, { sessionId: device.id })}
              />
            ) : (
              <DeviceSignOutButton
                label={device.label}
                run={actions.endOne.bind(null, { studentId, sessionId: device.id })}
              />
            )}
          </li>
        ))}
      </ul>
      {actions.kind === "own" && others.length > 0 ? (
        <DeviceSignOutAll
          triggerLabel={texts.signOutOthers}
          title={texts.signOutOthersTitle}
          description={texts.signOutOthersDescription}
          run={actions.endOthers.bind(null, {})}
        />
      ) : null}
      {actions.kind === "admin" && devices.length > 0 ? (
        <DeviceSignOutAll
          triggerLabel={texts.signOutAll}
          title={texts.signOutAllTitle}
          description={texts.signOutAllDescription}
          run={actions.endAll.bind(null, { studentId })}
        />
      ) : null}
    </div>
  );
}
