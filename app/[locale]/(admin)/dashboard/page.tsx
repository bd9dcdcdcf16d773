import type { Route } from "next";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin, withSessionToken, type Session } from "@/lib/auth/guards";
import { formatSessionTime } from "@/lib/business-time";
import { manageEnrollmentsPath, manageLiveSessionsPath } from "@/lib/course-kinds";
import { formatBusinessDateTime } from "@/lib/business-time";
import { formatDate, formatDayMonth, formatMonth } from "@/lib/dates";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { formatDuration, PROMISE_HOURS } from "@/lib/orders";
import { formatPrice, type Currency } from "@/lib/prices";
import {
  getDashboard,
  type Dashboard,
  type DashboardOrders,
  type RevenueMonth,
} from "@/lib/upstream/dashboard";
import { listAssessmentStats, type AssessmentStats } from "@/lib/upstream/assessment-admin";
import { countNewEnquiries } from "@/lib/upstream/enquiries";
import { exchangeRateNotice } from "@/lib/exchange-rate-notice";
import { getExchangeRate, type ExchangeRateState } from "@/lib/upstream/exchange-rate";
import { ExchangeRateNoticeBox } from "../_components/exchange-rate-notice";
import { AssessmentStatsList } from "./_components/assessment-stats";
import { ChartFigure } from "./_components/chart-figure";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.dashboard.title, robots: { index: false } };
}

/** What each part of the page needs to speak the page's language. */
interface Texts {
  messages: Catalogue;
  locale: Locale;
}

const basePath = "/dashboard";

/** One figure card; a link when `href` is given. */
function StatCard({
  label,
  value,
  detail,
  href,
  tone = "plain",
}: {
  label: string;
  value: string;
  detail?: string;
  href?: Route;
  tone?: "plain" | "alert";
}) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-slate-700">{label}</span>
      <span
        className={`mt-1 block text-3xl font-bold tabular-nums ${tone === "alert" ? "text-red-700" : "text-slate-900"}`}
      >
        {value}
      </span>
      {detail ? <span className="mt-1 block text-sm text-slate-600">{detail}</span> : null}
    </>
  );
  const frame = "block rounded-xl border bg-white p-4";
  return (
    <li className="min-w-0">
      {href ? (
        <Link
          href={href}
          className={`${frame} ${tone === "alert" ? "border-red-300" : "border-slate-200"} hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
        >
          {body}
        </Link>
      ) : (
        <div className={`${frame} border-slate-200`}>{body}</div>
      )}
    </li>
  );
}

function OrderCards({
  orders,
  now,
  messages,
  locale,
}: Texts & { orders: DashboardOrders; now: Date }) {
  const text = messages.adminPages.dashboard;
  const oldestAge = orders.oldestWaitingAt
    ? now.getTime() - new Date(orders.oldestWaitingAt).getTime()
    : null;
  const overdue = `${orders.overdue}${orders.isOverdueLowerBound ? "+" : ""}`;
  return (
    <>
      <StatCard
        label={text.ordersWaiting}
        value={String(orders.waiting)}
        detail={
          oldestAge !== null
            ? text.oldestWaiting(formatDuration(Math.max(0, oldestAge), locale))
            : text.nothingToApprove
        }
        href="/manageOrders"
      />
      <StatCard
        label={text.overdue(PROMISE_HOURS)}
        value={overdue}
        detail={orders.overdue > 0 ? text.pastPromise : text.withinPromise}
        href="/manageOrders"
        tone={orders.overdue > 0 ? "alert" : "plain"}
      />
    </>
  );
}

function RevenueFigures({
  revenue,
  messages,
  locale,
}: Texts & { revenue: Record<Currency, RevenueMonth[]> }) {
  const text = messages.adminPages.dashboard;
  const currencies: Currency[] = ["EGP", "USD"];
  const hasRevenue = currencies.some((currency) =>
    revenue[currency].some((month) => month.orders > 0),
  );
  if (!hasRevenue) return <p className="text-slate-700">{messages.dashboard.noRevenue}</p>;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {currencies.map((currency) => {
        const months = revenue[currency];
        const total = months.reduce((sum, month) => sum + month.amount, 0);
        const name = text.currencyName[currency];
        if (!months.some((month) => month.orders > 0)) {
          return (
            <div key={currency} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{text.revenueTitle(name)}</h3>
              <p className="mt-1 text-slate-700">{text.noRevenueIn(name)}</p>
            </div>
          );
        }
        return (
          <ChartFigure
            key={currency}
            title={text.revenueTitle(name)}
            description={text.revenueDescription(name, formatPrice(total, currency, locale))}
            bars={months.map((month) => ({
              label: formatMonth(month.month, "short", locale),
              value: month.amount,
            }))}
            format={currency}
            locale={locale}
            showNumbers={text.showNumbers}
            seriesName={text.revenueSeries(name)}
            rowHeader={text.month}
            rowLabels={months.map((month) => formatMonth(month.month, "long", locale))}
            columns={[
              {
                header: text.revenueSeries(name),
                cells: months.map((month) => formatPrice(month.amount, currency, locale)),
              },
              { header: text.approvedOrders, cells: months.map((month) => String(month.orders)) },
            ]}
          />
        );
      })}
    </div>
  );
}

function StudentsFigure({
  weeks,
  messages,
  locale,
}: Texts & { weeks: NonNullable<Dashboard["newStudentsByWeek"]> }) {
  const text = messages.adminPages.dashboard;
  if (!weeks.some((week) => week.count > 0))
    return <p className="text-slate-700">{messages.dashboard.noStudents}</p>;
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <ChartFigure
      title={text.studentsTitle}
      description={text.studentsDescription(total)}
      bars={weeks.map((week) => ({
        label: formatDayMonth(week.weekStart, locale),
        value: week.count,
      }))}
      format="count"
      locale={locale}
      showNumbers={text.showNumbers}
      seriesName={text.newStudents}
      rowHeader={text.weekStarting}
      rowLabels={weeks.map((week) => formatDate(week.weekStart, locale))}
      columns={[{ header: text.newStudents, cells: weeks.map((week) => String(week.count)) }]}
    />
  );
}

function CompletionFigure({
  courses,
  messages,
  locale,
}: Texts & { courses: NonNullable<Dashboard["completionByCourse"]> }) {
  const text = messages.adminPages.dashboard;
  if (courses.length === 0)
    return <p className="text-slate-700">{messages.dashboard.noCompletion}</p>;
  return (
    <ChartFigure
      title={text.completionTitle}
      description={text.completionDescription}
      bars={courses.map((course) => ({ label: course.courseName, value: course.averagePercent }))}
      format="percent"
      locale={locale}
      showNumbers={text.showNumbers}
      seriesName={text.averageCompletion}
      layout="horizontal"
      height={Math.max(160, 64 * courses.length + 40)}
      rowHeader={text.course}
      rowLabels={courses.map((course) => course.courseName)}
      columns={[
        {
          header: text.enrolledStudents,
          cells: courses.map((course) => String(course.enrolledStudents)),
        },
        {
          header: text.averageCompletion,
          cells: courses.map((course) => `${course.averagePercent}%`),
        },
        {
          header: text.completed,
          cells: courses.map((course) => String(course.completedStudents)),
        },
      ]}
    />
  );
}

function EndingSoonList({
  ending,
  messages,
  locale,
}: Texts & { ending: NonNullable<Dashboard["endingSoon"]> }) {
  const text = messages.adminPages.dashboard;
  if (ending.length === 0) return <p className="text-slate-700">{messages.dashboard.noEnding}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {ending.map((row) => (
        <li
          key={row.enrollmentId}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="font-semibold text-slate-900">
            <bdi>{row.studentName || text.student}</bdi>
          </p>
          <p className="break-all text-sm text-slate-700">
            <bdi>{row.studentEmail}</bdi>
          </p>
          <p className="mt-1 text-sm text-slate-800">
            <Link
              href={manageEnrollmentsPath(row.courseId)}
              className="font-semibold text-brand-700 underline"
            >
              <bdi>{row.courseName}</bdi>
            </Link>{" "}
            · <bdi>{row.packageName}</bdi>
          </p>
          <p className="mt-1 text-sm font-semibold text-amber-800">
            {text.accessEnds}{" "}
            <time dateTime={row.endsAt}>{formatBusinessDateTime(row.endsAt, { locale })}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

function LiveSessionsList({
  sessions,
  messages,
  locale,
}: Texts & {
  sessions: NonNullable<Dashboard["liveSessionsThisWeek"]>;
}) {
  const text = messages.adminPages.dashboard;
  if (sessions.length === 0)
    return <p className="text-slate-700">{messages.liveSessions.noneThisWeek}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {sessions.map((row) => (
        <li key={row.sessionId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">
            <Link href={manageLiveSessionsPath(row.courseId)} className="text-brand-700 underline">
              <bdi>{row.courseName}</bdi>
            </Link>
          </p>
          <p className="text-sm break-words text-slate-800">
            <bdi>{row.title}</bdi>
          </p>
          <p className="mt-1 text-sm font-semibold text-slate-900">
            <time dateTime={row.startsAt}>
              {formatSessionTime(row.startsAt, undefined, locale)}
            </time>{" "}
            {text.cairo}
          </p>
          <p className="text-sm text-slate-700">
            {text.sessionLine(row.durationMinutes, row.enrolled)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The assessments' figures: "absent" on an upstream without assessments (no section), null when
 * the read failed (logged; the section says so), else one row per assessment with attempts.
 */
async function readAssessmentStats(session: Session): Promise<AssessmentStats[] | null | "absent"> {
  try {
    const stats = await withSessionToken(session, (token) => listAssessmentStats(token), basePath);
    return stats ?? "absent";
  } catch (error) {
    logUpstreamFailure(error, "dashboard: assessment figures failed");
    return null;
  }
}

/** The exchange rate for the owner's notice; "failed" when it could not be read (logged; no notice). */
async function readExchangeRate(): Promise<ExchangeRateState | "failed"> {
  try {
    return await getExchangeRate();
  } catch (error) {
    logUpstreamFailure(error, "dashboard: exchange rate read failed");
    return "failed";
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 min-w-0">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Dashboard, so the owner sees the business at a glance from a phone: orders waiting and
 * overdue against the 24-hour promise, revenue per
 * month per currency (EGP and USD apart), this week's live sessions (with the live-sessions
 * extension), new students per week, enrolments ending within 7 days, completion per course and
 * (with the assessments extension) each assessment's pass rate and most missed questions.
 * Figures from the upstream's dashboard extension; on a legacy upstream only what it can give,
 * with a note. A notice tells the owner to set the exchange rate while none is set, or to check
 * one set more than 7 days ago (exchange-rate extension). Admin only (checked here as well as in
 * the layout); the admin's data is read per request, never cached.
 */
export default async function DashboardPage() {
  const session = await requireAdmin(basePath);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const texts = { messages, locale };
  const text = messages.adminPages.dashboard;
  let dashboard: Dashboard | null = null;
  try {
    dashboard = await withSessionToken(session, (token) => getDashboard(token), basePath);
  } catch (error) {
    logUpstreamFailure(error, "dashboard: figures failed");
  }
  // Null on an upstream without enquiries (no card then) or when the count failed.
  const newEnquiries = await withSessionToken(
    session,
    (token) => countNewEnquiries(token),
    basePath,
  );
  const assessmentStats = await readAssessmentStats(session);
  const now = new Date();
  const rateNotice = exchangeRateNotice(await readExchangeRate(), now, locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      {rateNotice ? (
        <div className="mt-4">
          <ExchangeRateNoticeBox notice={rateNotice} hasLink messages={messages} />
        </div>
      ) : null}
      {dashboard === null ? (
        <div className="mt-6">
          <InlineAlert message={messages.dashboard.failed} />
        </div>
      ) : (
        <>
          {dashboard.source === "legacy" ? (
            <p className="mt-4 rounded-md border border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">
              {messages.dashboard.legacyNote}
            </p>
          ) : null}
          <ul aria-label={text.keyFigures} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {dashboard.orders ? (
              <OrderCards orders={dashboard.orders} now={now} {...texts} />
            ) : null}
            {dashboard.endingSoon ? (
              <StatCard label={text.endingCount} value={String(dashboard.endingSoon.length)} />
            ) : null}
            {newEnquiries === null ? null : (
              <StatCard
                label={text.newEnquiries}
                value={String(newEnquiries)}
                detail={text.fromConsultancy}
                href="/manageEnquiries"
              />
            )}
            {dashboard.newStudentsByWeek ? (
              <StatCard
                label={text.newStudentsThisWeek}
                value={String(dashboard.newStudentsByWeek.at(-1)?.count ?? 0)}
              />
            ) : null}
          </ul>
          {dashboard.liveSessionsThisWeek ? (
            <Section title={text.liveSessionsHeading}>
              <LiveSessionsList sessions={dashboard.liveSessionsThisWeek} {...texts} />
            </Section>
          ) : null}
          {dashboard.revenue ? (
            <Section title={text.revenueHeading}>
              <RevenueFigures revenue={dashboard.revenue} {...texts} />
            </Section>
          ) : null}
          {dashboard.endingSoon ? (
            <Section title={text.endingHeading}>
              <EndingSoonList ending={dashboard.endingSoon} {...texts} />
            </Section>
          ) : null}
          {dashboard.newStudentsByWeek ? (
            <Section title={text.newStudentsHeading}>
              <StudentsFigure weeks={dashboard.newStudentsByWeek} {...texts} />
            </Section>
          ) : null}
          {dashboard.completionByCourse ? (
            <Section title={text.completionHeading}>
              <CompletionFigure courses={dashboard.completionByCourse} {...texts} />
            </Section>
          ) : null}
          {assessmentStats === "absent" ? null : (
            <Section title={messages.assessmentAdmin.statsHeading}>
              <AssessmentStatsList stats={assessmentStats} messages={messages} />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
