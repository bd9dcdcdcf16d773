import { randomBytes } from "node:crypto";
import { enquiryCount, enquiryDto } from "@brightway/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import { appWith, call, callApp, expectAdminOnly, expectProblem, mailsTo } from "./helpers";

const enquiry = {
  name: "Layla Mansour",
  email: "layla.mansour@example.com",
  phone: "+20 100 000 0000",
  company: "Nile Towers",
  projectType: "Retrofitting and strengthening",
  message: "We need a review of a 12-storey RC frame before adding two floors.",
};

freshCallersBeforeEach();

describe("POST /api/Enquiries", () => {
  it("keeps an enquiry from anyone (201), lists it new for the admin and e-mails ADMIN_EMAIL with a Reply-To", async () => {
    const before = (await mailsTo("admin@example.com")).length;
    const response = await call("POST", "/api/Enquiries", { json: enquiry });
    expect(response.status).toBe(201);
    const { id } = z.object({ id: z.uuid() }).parse(await response.json());
    const list = z
      .array(enquiryDto.exact)
      .parse(await (await call("GET", "/api/Enquiries", { token: admin.token })).json());
    expect(list).toEqual([
      expect.objectContaining({
        ...enquiry,
        id,
        status: "new",
        note: null,
        answeredAt: null,
        createdAt: expect.stringMatching(/Z$/),
      }),
    ]);
    const mails = await mailsTo("admin@example.com");
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain("Subject: New consultancy enquiry from Layla Mansour");
    expect(mails.at(-1)).toContain("Reply-To: layla.mansour@example.com");
    expect(mails.at(-1)).toContain("/manageEnquiries");
  });

  it("answers 400 with the field for a missing name, a malformed e-mail, an unknown project type or a short message; nothing kept", async () => {
    for (const [field, value] of [
      ["name", " "],
      ["email", "not-an-address"],
      ["projectType", "Anything"],
      ["message", "Hi"],
    ] as const) {
      const problem = (await expectProblem(
        await call("POST", "/api/Enquiries", { json: { ...enquiry, [field]: value } }),
        400,
      )) as {
        errors?: Record<string, string[]>;
      };
      expect(Object.keys(problem.errors ?? {})).toEqual([field]);
    }
    expect(await (await call("GET", "/api/Enquiries", { token: admin.token })).json()).toEqual([]);
  });

  it("refuses an e-mail that would ride a Bcc on the Reply-To or the admin's mailto: link (400), e-mailing nobody", async () => {
    const before = (await mailsTo("admin@example.com")).length;
    for (const email of ["a@b.com?bcc=attacker%40evil.example", "a&b@c.com", '"a b"@c.com']) {
      const problem = (await expectProblem(
        await call("POST", "/api/Enquiries", { json: { ...enquiry, email } }),
        400,
      )) as { errors?: Record<string, string[]> };
      expect(problem.errors?.email).toEqual(["The e-mail is not valid."]);
    }
    expect(await mailsTo("admin@example.com")).toHaveLength(before);
  });

  it("throttles per client address and per e-mail address in the window (429 with Retry-After)", async () => {
    const app = await appWith({
      THROTTLE_ENQUIRIES_PER_ADDRESS: "2",
      THROTTLE_ENQUIRIES_PER_EMAIL: "1",
    });
    expect((await callApp(app, "POST", "/api/Enquiries", { json: enquiry })).status).toBe(201);
    // The same e-mail, any case: refused by the per-e-mail count.
    const sameEmail = await callApp(app, "POST", "/api/Enquiries", {
      json: { ...enquiry, email: enquiry.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(
      (
        await callApp(app, "POST", "/api/Enquiries", {
          json: { ...enquiry, email: "other@example.com" },
        })
      ).status,
    ).toBe(201);
    // A third from the same address, whatever the e-mail.
    expect(
      (
        await callApp(app, "POST", "/api/Enquiries", {
          json: { ...enquiry, email: "third@example.com" },
        })
      ).status,
    ).toBe(429);
  });
});

describe("POST /api/Enquiries from IPv6", () => {
  it("counts every address of one /64 as one client", async () => {
    const app = await appWith({
      THROTTLE_ENQUIRIES_PER_ADDRESS: "2",
      THROTTLE_ENQUIRIES_PER_EMAIL: "5",
    });
    // A fresh /64 and fresh e-mails, so earlier runs' enquiries in the window count for nothing.
    const run = randomBytes(4).toString("hex");
    const network = `2001:db8:${run.slice(0, 4)}:${run.slice(4)}`;
    const from = (host: string, email: string) =>
      app.request(
        "http://upstream.test/api/Enquiries",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...enquiry, email }),
        },
        { incoming: { socket: { remoteAddress: `${network}::${host}` } } },
      );
    expect((await from("1", `v6a${run}@example.com`)).status).toBe(201);
    expect((await from("2", `v6b${run}@example.com`)).status).toBe(201);
    expect((await from("ffff:3", `v6c${run}@example.com`)).status).toBe(429);
  });
});

describe("the admin's enquiries", () => {
  it("are admin-only: the list, the count and the update", async () => {
    await expectAdminOnly("GET", "/api/Enquiries", student);
    await expectAdminOnly("GET", "/api/Enquiries/NewCount", student);
    await expectAdminOnly("PUT", "/api/Enquiries/3f2504e0-4f89-41d3-9a0c-0305e82c3301", student);
  });

  it("counts the new ones, marks one answered with a note (then new again), and filters by status", async () => {
    const first = z
      .object({ id: z.string() })
      .parse(await (await call("POST", "/api/Enquiries", { json: enquiry })).json());
    await call("POST", "/api/Enquiries", { json: { ...enquiry, email: "second@example.com" } });
    const count = async () =>
      enquiryCount.exact.parse(
        await (await call("GET", "/api/Enquiries/NewCount", { token: admin.token })).json(),
      );
    expect(await count()).toEqual({ new: 2 });
    const update = (body: Record<string, unknown>) =>
      call("PUT", `/api/Enquiries/${first.id}`, { token: admin.token, json: body });
    const answered = enquiryDto.exact.parse(
      await (await update({ status: "answered", note: "Called back on Sunday." })).json(),
    );
    expect(answered).toMatchObject({
      status: "answered",
      note: "Called back on Sunday.",
      answeredAt: expect.stringMatching(/Z$/),
    });
    expect(await count()).toEqual({ new: 1 });
    const answeredList = (await (
      await call("GET", "/api/Enquiries?status=answered", { token: admin.token })
    ).json()) as { id: string }[];
    expect(answeredList.map((row) => row.id)).toEqual([first.id]);
    const reopened = enquiryDto.exact.parse(
      await (await update({ status: "new", note: "" })).json(),
    );
    expect(reopened).toMatchObject({ status: "new", note: null, answeredAt: null });
    await expectProblem(await update({ status: "done" }), 400);
    await expectProblem(
      await call("PUT", "/api/Enquiries/3f2504e0-4f89-41d3-9a0c-0305e82c3301", {
        token: admin.token,
        json: { status: "new" },
      }),
      404,
    );
  });
});
