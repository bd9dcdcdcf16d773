import { createStudent, loginAs } from "./fixtures";
import { startOwnStack, timedGet, type OwnStack } from "./own-stack";
import { expect, test } from "./test";

// A page's status is the truth while the upstream is hung or down, with the shipped defaults
// (a 3 s deadline for a request's upstream reads, a breaker that opens after 5 outages): a page
// never served before answers 500 within 3.5 s, never a 200 shell and never a wait past the
// deadline; with the breaker open, at once: 503 with Retry-After for a signed-in reader's page
// (the proxy's), 500 for a visitor's page never stored (Next's); every visitor's page served before stays 200 with its content. The
// upstream is hung with SIGSTOP, so this spec runs its own pair (e2e/own-stack.ts).

const DEADLINE_MS = 3500;
const UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

let stack: OwnStack;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startOwnStack("e2e-statuses", 6);
});

test.afterAll(async () => {
  await stack?.stop();
});

type Item = { id: string | number; name?: string; title?: string };

async function upstreamList(path: string): Promise<Item[]> {
  const response = await fetch(`${stack.upstream}${path}`);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as Item[];
}

test("a hung upstream: a never-served page 500 within 3.5 s; breaker open: 503 with Retry-After for a signed-in reader, 500 at once for a visitor's never-stored page; served pages stay 200", async ({
  browser,
}) => {
  const onDemand = await upstreamList("/api/OnDemandCourses/GetAllOnDemandCourses");
  const online = await upstreamList("/api/OnlineCourses/GetAllOnlineCourses");
  const products = await upstreamList("/api/documents/products");
  const publications = await upstreamList("/api/documents/publications");
  const projects = await upstreamList("/api/projects");
  // Every visitor's page, each with a text it must still show: served (and so stored) now.
  const served: [path: string, text: string][] = [
    ["/", "Design with confidence, from the model to the site"],
    ["/onlineCourses", online[0]!.name!],
    ["/onDemandCourses", onDemand[0]!.name!],
    [`/onlineCourseDetails/${online[0]!.id}`, online[0]!.name!],
    [`/onDemandCourseDetails/${onDemand[0]!.id}`, onDemand[0]!.name!],
    ["/products", products[0]!.title!],
    ["/publications", publications[0]!.title!],
    [`/products/${products[0]!.id}`, products[0]!.title!],
    [`/publications/${publications[0]!.id}`, publications[0]!.title!],
    ["/consultancyServices", projects[0]!.name!],
  ];
  for (const [path, text] of served) {
    const first = await timedGet(`${stack.web}${path}`);
    expect(first.status, path).toBe(200);
    expect(first.body, path).toContain(text);
  }
  // Pages no visitor has asked for (fresh ids of this stack's own seed: in no cache).
  const neverServed = [
    ...onDemand.slice(1).map((course) => `/onDemandCourseDetails/${course.id}`),
    ...online.slice(1).map((course) => `/onlineCourseDetails/${course.id}`),
  ];
  expect(neverServed.length).toBeGreaterThanOrEqual(3);

  // A signed-in reader, logged in while the upstream answers.
  const context = await browser.newContext({ baseURL: stack.web });
  const page = await context.newPage();
  const student = await createStudent(stack.upstream);
  await loginAs(page, student.email, student.password);
  const cookie = (await context.cookies())
    .map((entry) => `${entry.name}=${entry.value}`)
    .join("; ");
  await context.close();

  stack.upstreamProcess.kill("SIGSTOP");
  try {
    // Never served: the page cannot be built. 500 (not a 200 shell), within the 3 s deadline.
    const failed = await timedGet(`${stack.web}${neverServed[0]}`);
    console.log(
      `hung upstream: a never-served page answered ${failed.status} in ${failed.ms.toFixed(0)} ms`,
    );
    expect(failed.status).toBe(500);
    expect(failed.ms).toBeLessThan(DEADLINE_MS);

    // Served before: still 200 with its content, from the page cache, without waiting.
    for (const [path, text] of served) {
      const again = await timedGet(`${stack.web}${path}`);
      expect(again.status, path).toBe(200);
      expect(again.body, path).toContain(text);
      expect(again.ms, path).toBeLessThan(DEADLINE_MS);
    }

    // More failures open the breaker (5 outages by default). A signed-in reader's page then gets
    // the proxy's 503 with Retry-After at once (it reads the upstream with its token, never from a
    // cache). A visitor's page never stored fails at once too, without waiting for the upstream,
    // but with Next's 500: its stored document is Next's to serve, no page can choose a 503, and
    // the proxy cannot see Next's cache without asking this server again.
    // (A details page: the proxy checks its item first, so a failure is a 500, never a 200.)
    const signedInPath = `/onlineCourseDetails/${online[0]!.id}`;
    let unavailable: Awaited<ReturnType<typeof timedGet>> | undefined;
    for (let attempt = 0; attempt < 6 && !unavailable; attempt += 1) {
      const answer = await timedGet(
        `${stack.web}${neverServed[1 + (attempt % (neverServed.length - 1))]}`,
      );
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(answer.ms).toBeLessThan(DEADLINE_MS);
      const signedIn = await timedGet(`${stack.web}${signedInPath}`, cookie);
      expect(signedIn.status).toBeGreaterThanOrEqual(500);
      expect(signedIn.ms).toBeLessThan(DEADLINE_MS);
      if (signedIn.status === 503) unavailable = signedIn;
    }
    expect(unavailable, "a 503 once the breaker is open").toBeDefined();
    expect(Number(unavailable!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(unavailable!.body).toContain(UNAVAILABLE);
    const signedInAgain = await timedGet(`${stack.web}${signedInPath}`, cookie);
    expect(signedInAgain.status).toBe(503);
    expect(signedInAgain.ms).toBeLessThan(1000);
    const fast = await timedGet(`${stack.web}${neverServed[0]}`);
    expect(fast.status).toBe(500);
    expect(fast.ms).toBeLessThan(1000);

    // The breaker open changes nothing for the pages served before.
    for (const [path, text] of served) {
      const again = await timedGet(`${stack.web}${path}`);
      expect(again.status, path).toBe(200);
      expect(again.body, path).toContain(text);
    }
  } finally {
    stack.upstreamProcess.kill("SIGCONT");
  }
});
