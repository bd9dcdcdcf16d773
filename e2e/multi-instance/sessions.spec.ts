import { expect, test } from "../test";
import { createStudent, loginAs, upstreamUrl } from "../fixtures";
import { balancerUrl, headingAt, instance } from "./stack";

// Sessions live in the cookie, sealed with the one SESSION_SECRET every instance shares: a student
// who logs in through one instance is logged in on the other and through the balancer.
test("a student logged in through one instance is logged in on the other", async ({ browser }) => {
  const [first, second] = [instance("web1"), instance("web2")];
  const account = await createStudent(upstreamUrl());
  // Cookies belong to the host, not the port: localhost:3221 and :3222 stand for two machines
  // behind one site, the browser sending the same cookie to both.
  const context = await browser.newContext({ baseURL: first.url });
  const page = await context.newPage();
  await loginAs(page, account.email, account.password);

  for (const base of [second.url, first.url, balancerUrl()]) {
    expect(await headingAt(page, `${base}/enrolledCourses`), base).toBe("200 Enrolled Courses");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  }
  await context.close();
});
