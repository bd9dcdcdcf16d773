import { describe, expect, it } from "vitest";
import { resetAdminPassword } from "../src/accounts";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import { call, getTestContext } from "./helpers";

freshCallersBeforeEach();

const adminLogin = (email: string, password: string) =>
  call("POST", "/api/Admin/AdminLogin", { json: { email, password } });

describe("resetAdminPassword (npm run admin-password)", () => {
  it("gives the admin a new password that logs in, refuses the old one, and ends the admin's sessions", async () => {
    const { database } = await getTestContext();
    const password = await resetAdminPassword(database.db, `  ${admin.email.toUpperCase()} `);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}7$/);
    expect((await adminLogin(admin.email, password!)).status).toBe(200);
    expect((await adminLogin(admin.email, admin.password)).status).toBe(401);
    // The token issued before the reset no longer opens anything.
    expect((await call("GET", "/api/Students", { token: admin.token })).status).toBe(401);
  });

  it("touches no student and no unknown address", async () => {
    const { database } = await getTestContext();
    expect(await resetAdminPassword(database.db, student.email)).toBeNull();
    expect(await resetAdminPassword(database.db, "nobody@example.com")).toBeNull();
    expect(
      (
        await call("POST", "/api/Authentication/login", {
          json: { email: student.email, password: student.password },
        })
      ).status,
    ).toBe(200);
  });
});
