import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLapsedSessionToken, verifyToken } from "./auth/tokens";
import { sendCourseMails } from "./class-mail";
import type { App, AppDeps, AppEnv } from "./http/context";
import { HttpProblem, badRequest } from "./http/problem";
import { HashingBusy } from "./auth/passwords";
import { createMemoryAuthThrottle, TooManyRequests } from "./http/throttle";
import { DecodeBusy } from "./http/images";
import { requestIdentity, requestLog } from "./http/request-log";
import { maxUploadBytes } from "./http/uploads";
import { silentLogger } from "./log";
import { registerAssessmentRoutes } from "./routes/assessments";
import { registerAuthRoutes } from "./routes/auth";
import { registerBulkEnrollmentRoutes } from "./routes/bulk-enrollments";
import { registerClassMessageRoutes } from "./routes/class-messages";
import { registerDashboardRoutes } from "./routes/dashboard";
import { registerDocumentRoutes } from "./routes/documents";
import { registerEmailChangeRoutes } from "./routes/email-change";
import { registerEmailConfirmationRoutes } from "./routes/email-confirmation";
import { registerLanguageRoutes } from "./routes/language";
import { registerEnquiryRoutes } from "./routes/enquiries";
import { registerExchangeRateRoutes } from "./routes/exchange-rate";
import { registerLiveSessionRoutes } from "./routes/live-sessions";
import { registerMediaRoutes } from "./routes/media";
import { registerOnDemandCourseRoutes } from "./routes/on-demand-courses";
import { registerOnlineCourseRoutes } from "./routes/online-courses";
import { registerCourseOutlineProbe } from "./routes/course-common";
import { registerOrderRoutes } from "./routes/orders";
import { registerPasswordChangeRoutes } from "./routes/password-change";
import { registerPackageRoutes } from "./routes/packages";
import { registerProgressRoutes } from "./routes/progress";
import { registerProjectRoutes } from "./routes/projects";
import { registerPublishingRoutes } from "./routes/publishing";
import { registerReminderRoutes } from "./routes/reminders";
import { registerSectionRoutes } from "./routes/sections";
import { registerSessionRoutes } from "./routes/sessions";
import { checkSession } from "./sessions";
import { isPublishingOn } from "./publishing";
import { registerStaticRoutes } from "./routes/static";
import { registerStudentRoutes } from "./routes/students";

/**
 * Builds the reference upstream: every endpoint of the wire contract, with authentication,
 * authorization and validation. Paths match case-insensitively (as ASP.NET routing does): the
 * whole path is lower-cased before routing, which is safe because every id here is lowercase
 * (Guids, integers, user ids) and e-mails compare case-insensitively.
 *
 * Every request gets an id (`x-request-id`) and one line in `deps.logger`
 * (`http/request-log.ts`); refusals by the throttle and unexpected errors are logged with it.
 */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const url = request.url;
      const start = url.indexOf("/", url.indexOf("://") + 3);
      const queryAt = url.indexOf("?", start);
      return (queryAt === -1 ? url.slice(start) : url.slice(start, queryAt)).toLowerCase();
    },
  });

  // First, so that every answer (a 413, a 404, an error) has an id and a log line.
  app.use("*", requestIdentity());
  app.use("*", requestLog(deps.logger ?? silentLogger));

  app.use(
    "*",
    bodyLimit({
      maxSize: maxUploadBytes + 64 * 1024,
      onError: () => {
        throw new HttpProblem(413, "The request body is larger than 30 MB.");
      },
    }),
  );

  const sessionsOn = deps.config.UPSTREAM_SESSIONS !== "false";

  // Identify the caller once per request. A bad token is remembered so protected endpoints can
  // answer 401, while public reads still answer as for an anonymous visitor.
  app.use("*", async (c, next) => {
    const header = c.req.header("authorization");
    const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    let caller = token ? await verifyToken(token, deps.jwtSecret) : null;
    let sessionEnded: string | null = null;
    if (caller && sessionsOn) {
      // Extension "Sessions": a token counts only while its session lives. A token without a
      // session (signed before the extension, or by hand) is treated as expired.
      const check = caller.sessionId
        ? await checkSession(deps.db, caller.sessionId, caller.id, deps.config)
        : ({ ok: false, reason: "expired" } as const);
      if (!check.ok) {
        sessionEnded = check.reason;
        caller = null;
      }
    } else if (token && !caller && sessionsOn && isLapsedSessionToken(token)) {
      // The token outlived its session's lifetime (its `exp`): say so, as for a session ended here.
      sessionEnded = "expired";
    }
    c.set("caller", caller);
    c.set("sessionEnded", sessionEnded);
    c.set("badToken", Boolean(header) && !caller);
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof HashingBusy) {
      // Too many logins or signups at once: told to come back now rather than kept waiting past
      // the caller's timeout. Retry-After tells a client (the web app's breaker) it is alive.
      c.get("log").warn(
        { retryAfterSeconds: error.retryAfterSeconds },
        "busy: password hashing line full",
      );
      return c.json(new HttpProblem(503, error.message).toBody(), 503, {
        "Content-Type": "application/problem+json",
        "Retry-After": String(error.retryAfterSeconds),
      });
    }
    if (error instanceof HttpProblem) {
      const headers: Record<string, string> = { "Content-Type": "application/problem+json" };
      // The image decode line is full: come back in a moment (a live server, not an outage).
      if (error instanceof DecodeBusy) headers["Retry-After"] = String(error.retryAfterSeconds);
      if (error instanceof TooManyRequests) {
        headers["Retry-After"] = String(error.retryAfterSeconds);
        c.get("log").warn(
          {
            rule: error.refusal?.rule,
            accountHash: error.refusal?.accountHash,
            retryAfterSeconds: error.retryAfterSeconds,
          },
          "throttled: request refused",
        );
      }
      return c.json(error.toBody(), error.status, headers);
    }
    c.get("log").error({ err: error }, "unexpected error");
    return c.json(new HttpProblem(500, "An unexpected error occurred.").toBody(), 500, {
      "Content-Type": "application/problem+json",
    });
  });

  app.notFound((c) =>
    c.json(new HttpProblem(404, "No endpoint answers this method and path.").toBody(), 404, {
      "Content-Type": "application/problem+json",
    }),
  );

  app.get("/health", (c) => c.json({ status: "ok" }));

  if (deps.testClock) {
    // Tests only (UPSTREAM_TEST_CLOCK=true): how many requests this process has answered, so a
    // test can tell whether the web app asked at all (a page served from its cache does not).
    let answered = 0;
    app.use("*", async (c, next) => {
      if (!c.req.path.startsWith("/__test/")) answered += 1;
      await next();
    });
    app.get("/__test/requests", (c) => c.json({ answered }));
    // Tests only (UPSTREAM_TEST_CLOCK=true): `{ "advanceSeconds": n }` moves the clock forward.
    const clock = deps.testClock;
    app.post("/__test/clock", async (c) => {
      const body: unknown = await c.req.json().catch(() => null);
      const seconds = (body as { advanceSeconds?: unknown } | null)?.advanceSeconds;
      if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) {
        throw badRequest("advanceSeconds must be a non-negative number");
      }
      return c.json({ offsetSeconds: clock.advance(seconds * 1000) / 1000 });
    });
    // Tests only: sends the course e-mails due by this clock now (a schedule change's batch once
    // the clock moved past its 10 minutes), as the queued job or the reminder scan would.
    app.post("/__test/course-mail", async (c) => c.json(await sendCourseMails(deps)));
  }

  const throttle = deps.throttle ?? createMemoryAuthThrottle(deps.config);
  registerAuthRoutes(app, { ...deps, throttle });
  registerStaticRoutes(app, deps);
  registerOnDemandCourseRoutes(app, deps);
  registerOnlineCourseRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): a course's outcomes and requirements; the probe.
  registerCourseOutlineProbe(app);
  registerSectionRoutes(app, deps);
  registerPackageRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  // A student's own deletion checks the password like a login (same throttle).
  registerStudentRoutes(app, { ...deps, throttle });
  registerProjectRoutes(app, deps);
  registerProgressRoutes(app, deps);
  registerEnquiryRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): orders with payment proof; off = the legacy API's surface.
  if (deps.config.UPSTREAM_ORDERS !== "false") registerOrderRoutes(app, deps);
  // Extension: the USD-to-EGP rate that USD orders are quoted at; it goes with orders.
  if (deps.config.UPSTREAM_ORDERS !== "false") registerExchangeRateRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): the unsubscribe link of scheduled reminder e-mails.
  registerReminderRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): login e-mail changes confirmed by the new address; the
  // password is counted with the account's logins (same throttle).
  registerEmailChangeRoutes(app, { ...deps, throttle });
  // Extension (upstream/EXTENSIONS.md "E-mail confirmation"): a signup's address is confirmed by
  // a link before any other e-mail goes to it.
  registerEmailConfirmationRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md "Language"): each account's language, its e-mails' too.
  registerLanguageRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md "Password changes"): a student's own password change, with
  // the current one counted with the account's logins (same throttle).
  registerPasswordChangeRoutes(app, { ...deps, throttle });
  // Extension (upstream/EXTENSIONS.md): enrol many students from a CSV, all rows or none.
  registerBulkEnrollmentRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md, "Sessions"): devices, logout, the device cap setting.
  if (sessionsOn) registerSessionRoutes(app, deps);
  // Extension: the admin dashboard; it reports on orders, so it goes with them (off = legacy).
  if (deps.config.UPSTREAM_ORDERS !== "false") registerDashboardRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): images and files by themselves; off = the legacy surface.
  if (deps.config.UPSTREAM_MEDIA !== "false") registerMediaRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): live sessions of online courses; off = the legacy surface.
  if (deps.config.UPSTREAM_LIVE_SESSIONS !== "false") registerLiveSessionRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md §22): quizzes and final exams; off = the legacy surface.
  if (deps.config.UPSTREAM_ASSESSMENTS !== "false") registerAssessmentRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md): the owner's messages to a course's students; off = legacy.
  if (deps.config.UPSTREAM_CLASS_MESSAGES !== "false") registerClassMessageRoutes(app, deps);
  // Extension (upstream/EXTENSIONS.md "Publishing"): drafts seen by admins only, publish and
  // unpublish; off = the legacy surface (everything published, nothing hidden: `publishing.ts`).
  if (isPublishingOn(deps)) registerPublishingRoutes(app, deps);
  return app;
}
