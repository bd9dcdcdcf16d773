import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import {
  courses,
  enrollments,
  liveSessions,
  packages,
  productStudents,
  products,
} from "../src/db/schema";
import { orderDto, type OrderDto } from "@brightway/contract";
import { admin, otherStudent, student, freshCallersBeforeEach } from "./fixtures";
import {
  appWith,
  getTestContext,
  json,
  mailsTo,
  multipart,
  outbox,
  samples,
  testDb,
  insertRow,
  insertCourseWithPackage,
  appOnClock,
  storedOrder,
  insertLiveEtabs,
} from "./helpers";

// The orders extension (upstream/EXTENSIONS.md): every transition, the approval transaction,
// authorization (buyer, other student, admin, visitor) and expiry with an injected clock.

const clock = appOnClock("2026-03-01T10:00:00.000Z");
const send = clock.send;

freshCallersBeforeEach();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

/**
 * Asserts the status `method path` answers each caller in turn, in the order given: a token, or
 * `undefined` for a visitor.
 */
async function expectStatuses(
  method: string,
  path: string,
  expected: [token: string | undefined, status: number][],
): Promise<void> {
  for (const [token, status] of expected) {
    const response = await send(method, path, { token });
    expect(response.status, `${method} ${path} as ${token ? "a caller" : "a visitor"}`).toBe(
      status,
    );
  }
}

async function createCatalogue() {
  const { course, pack: threeMonths } = await insertCourseWithPackage({
    discount: 10,
    hasDiscount: true,
  });
  const other = await insertRow(courses, { kind: "onDemand", name: "Concrete", hours: "12" });
  const online = await insertLiveEtabs({ discount: 20, hasDiscount: true });
  const otherPackage = await insertRow(packages, {
    courseId: other.id,
    name: "1 month",
    durationByMonthes: 1,
    price: 300,
  });
  const product = await insertRow(products, { title: "Beam tables", price: 25 });
  const freeProduct = await insertRow(products, { title: "Free sheet", price: 0 });
  return {
    course,
    other,
    online,
    threeMonths,
    otherPackage,
    product,
    freeProduct,
  };
}

const png = async () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

async function packageOrder(token = student.token, method = "wallet"): Promise<Response> {
  return send("POST", "/api/Orders", {
    token,
    json: {
      kind: "package",
      courseId: catalogue.course.id,
      packageId: catalogue.threeMonths.id,
      paymentMethod: method,
    },
  });
}

/** The order the student's `POST /api/Orders` of `body` answers (any status). */
async function orderOf(body: Record<string, unknown>): Promise<OrderDto> {
  return json<OrderDto>(await send("POST", "/api/Orders", { token: student.token, json: body }));
}

async function createdOrder(): Promise<OrderDto> {
  const response = await packageOrder();
  expect(response.status).toBe(201);
  return orderDto.exact.parse(await json(response));
}

async function uploadProof(
  orderId: string,
  token = student.token,
  data?: Buffer,
): Promise<Response> {
  return send("POST", `/api/Orders/${orderId}/Proof`, {
    token,
    body: multipart(data ?? (await png()), "transfer.png"),
  });
}

async function submittedOrder(): Promise<OrderDto> {
  const order = await createdOrder();
  const response = await uploadProof(order.id);
  expect(response.status).toBe(200);
  return orderDto.exact.parse(await json(response));
}

/** The admin's `POST /api/Orders/{id}/Approve`. */
const approve = (orderId: string) =>
  send("POST", `/api/Orders/${orderId}/Approve`, { token: admin.token });

/** Places `body` as the student, sends a proof and approves it, asserting each step. */
async function approvedOrder(body: Record<string, unknown>): Promise<void> {
  const created = await orderOf(body);
  expect((await uploadProof(created.id)).status).toBe(200);
  expect((await approve(created.id)).status).toBe(200);
}

async function storedStatus(orderId: string): Promise<string | undefined> {
  return (await storedOrder(orderId))?.status;
}

async function enrollmentsOf(studentId: string) {
  const { database } = await getTestContext();
  return database.db.select().from(enrollments).where(eq(enrollments.studentId, studentId));
}

beforeEach(async () => {
  await clock.reset();
  catalogue = await createCatalogue();
});

describe("POST /api/Orders (create or reopen)", () => {
  it("creates an order for a package in EGP with the course discount, ignoring a price sent by the browser", async () => {
    const response = await send("POST", "/api/Orders", {
      token: student.token,
      json: {
        kind: "package",
        courseId: catalogue.course.id.toUpperCase(),
        packageId: catalogue.threeMonths.id,
        paymentMethod: "card",
        amount: 1,
        price: 1,
        currency: "USD",
        studentId: otherStudent.id,
      },
    });
    expect(response.status).toBe(201);
    const order = await json<OrderDto>(response);
    expect(order).toMatchObject({
      status: "awaiting_proof",
      kind: "package",
      courseId: catalogue.course.id,
      packageId: catalogue.threeMonths.id,
      title: "Steel Design: 3 months Package",
      amount: 1350,
      currency: "EGP",
      paymentMethod: "card",
      hasProof: false,
      studentId: student.id,
      hasAccess: false,
      createdAt: "2026-03-01T10:00:00.000Z",
      expiresAt: "2026-03-08T10:00:00.000Z",
    });
    expect(order.reference).toMatch(/^BW-[2-9A-HJKMNP-Z]{8}$/);
  });

  it("prices an online course in USD with its discount and a product in USD", async () => {
    const online = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "onlineCourse", courseId: catalogue.online.id, paymentMethod: "instant" },
    });
    expect(online.status).toBe(201);
    expect(await json(online)).toMatchObject({ amount: 80, currency: "USD", title: "Live ETABS" });
    const product = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "product", productId: catalogue.product.id, paymentMethod: "wallet" },
    });
    expect(product.status).toBe(201);
    expect(await json(product)).toMatchObject({
      amount: 25,
      currency: "USD",
      title: "Beam tables",
    });
  });

  it("reopens the buyer's open order for the same item with the newly chosen method", async () => {
    const first = await createdOrder();
    const again = await packageOrder(student.token, "instant");
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({
      id: first.id,
      reference: first.reference,
      paymentMethod: "instant",
    });
    // Another student gets their own order.
    const other = await packageOrder(otherStudent.token);
    expect(other.status).toBe(201);
    expect((await json<OrderDto>(other)).id).not.toBe(first.id);
  });

  it("refuses a package of another course, an online course id as a package, a free product and bad input (400)", async () => {
    const foreign = await send("POST", "/api/Orders", {
      token: student.token,
      json: {
        kind: "package",
        courseId: catalogue.course.id,
        packageId: catalogue.otherPackage.id,
        paymentMethod: "wallet",
      },
    });
    expect(foreign.status).toBe(400);
    expect((await json<{ detail: string }>(foreign)).detail).toBe(
      "The package does not belong to the course.",
    );
    for (const body of [
      // A package course's id as an online course.
      { kind: "onlineCourse", courseId: catalogue.course.id, paymentMethod: "wallet" },
      { kind: "product", productId: catalogue.freeProduct.id, paymentMethod: "wallet" },
      { kind: "product", productId: catalogue.product.id, paymentMethod: "cash" },
      { kind: "product", productId: 999_999, paymentMethod: "wallet" },
    ]) {
      const response = await send("POST", "/api/Orders", { token: student.token, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses a product the student already has (409)", async () => {
    const { database } = await getTestContext();
    await database.db
      .insert(productStudents)
      .values({ productId: catalogue.product.id, studentId: student.id });
    const response = await send("POST", "/api/Orders", {
      token: student.token,
      json: { kind: "product", productId: catalogue.product.id, paymentMethod: "wallet" },
    });
    expect(response.status).toBe(409);
  });

  it("is for students only: 401 for a visitor, 403 for an admin", async () => {
    expect((await packageOrder("")).status).toBe(401);
    expect((await packageOrder(admin.token)).status).toBe(403);
  });
});

describe("proof upload", () => {
  it("moves the order to proof_submitted, normalises the image to JPEG and e-mails the admin", async () => {
    const order = await createdOrder();
    clock.now = new Date("2026-03-02T09:30:00.000Z");
    const mailsBefore = (await outbox()).length;
    const response = await uploadProof(order.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: "proof_submitted",
      hasProof: true,
      proofSubmittedAt: "2026-03-02T09:30:00.000Z",
      expiresAt: null,
    });
    const image = await send("GET", `/api/Orders/${order.id}/Proof`, { token: admin.token });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toContain("To: admin@example.com");
    expect(mails.at(-1)).toContain(order.reference);
  });

  it("refuses a file that is not an image by its bytes (415) and keeps the order awaiting proof", async () => {
    const order = await createdOrder();
    const response = await uploadProof(order.id, student.token, samples.pdf);
    expect(response.status).toBe(415);
    expect(await storedStatus(order.id)).toBe("awaiting_proof");
  });

  it("is the buyer's alone: 401 visitor, 403 other student, 403 admin", async () => {
    const order = await createdOrder();
    expect((await uploadProof(order.id, "")).status).toBe(401);
    expect((await uploadProof(order.id, otherStudent.token)).status).toBe(403);
    expect((await uploadProof(order.id, admin.token)).status).toBe(403);
  });
});

describe("reading orders", () => {
  it("lets the buyer and admins read an order and its proof, not another student or a visitor", async () => {
    const order = await submittedOrder();
    await expectStatuses("GET", `/api/Orders/${order.id}`, [
      [student.token, 200],
      [admin.token, 200],
      [otherStudent.token, 403],
      [undefined, 401],
    ]);
    await expectStatuses("GET", `/api/Orders/${order.id}/Proof`, [
      [student.token, 200],
      [otherStudent.token, 403],
      [undefined, 401],
    ]);
    expect(
      (
        await send("GET", "/api/Orders/3f2504e0-4f89-41d3-9a0c-0305e82c3301", {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    expect((await send("GET", "/api/Orders/not-a-guid", { token: admin.token })).status).toBe(400);
  });

  it("lists the caller's own orders newest first", async () => {
    const first = await createdOrder();
    clock.now = new Date("2026-03-01T11:00:00.000Z");
    const second = await orderOf({
      kind: "product",
      productId: catalogue.product.id,
      paymentMethod: "wallet",
    });
    await packageOrder(otherStudent.token);
    const response = await send("GET", "/api/Orders/Mine", { token: student.token });
    expect(response.status).toBe(200);
    expect((await json<OrderDto[]>(response)).map((order) => order.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await send("GET", "/api/Orders/Mine")).status).toBe(401);
    expect((await send("GET", "/api/Orders/Mine", { token: admin.token })).status).toBe(403);
  });

  it("gives admins the queue oldest first with a status filter, and the pending count", async () => {
    const older = await submittedOrder();
    clock.now = new Date("2026-03-01T12:00:00.000Z");
    const newerResponse = await packageOrder(otherStudent.token);
    const newer = await json<OrderDto>(newerResponse);
    expect((await uploadProof(newer.id, otherStudent.token)).status).toBe(200);
    const waiting = await orderOf({
      kind: "product",
      productId: catalogue.product.id,
      paymentMethod: "wallet",
    });

    const queue = await send("GET", "/api/Orders", { token: admin.token });
    expect(queue.status).toBe(200);
    const list = await json<OrderDto[]>(queue);
    expect(list.map((order) => order.id)).toEqual([older.id, newer.id]);
    expect(list[0]).toMatchObject({
      studentEmail: student.email,
      studentName: expect.stringContaining("Test"),
    });
    const awaiting = await json<OrderDto[]>(
      await send("GET", "/api/Orders?status=awaiting_proof", { token: admin.token }),
    );
    expect(awaiting.map((order) => order.id)).toEqual([waiting.id]);
    expect((await send("GET", "/api/Orders?status=bogus", { token: admin.token })).status).toBe(
      400,
    );

    const count = await send("GET", "/api/Orders/PendingCount", { token: admin.token });
    expect(await json(count)).toEqual({ count: 2 });
    expect((await send("GET", "/api/Orders/PendingCount")).status).toBe(401);
    expect((await send("GET", "/api/Orders/PendingCount", { token: student.token })).status).toBe(
      403,
    );
    expect((await send("GET", "/api/Orders", { token: student.token })).status).toBe(403);
  });
});

describe("approve", () => {
  it("approves and enrols the student from now in the same transaction, then e-mails the buyer", async () => {
    const order = await submittedOrder();
    clock.now = new Date("2026-03-01T15:00:00.000Z");
    const response = await approve(order.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: "approved",
      approvedAt: "2026-03-01T15:00:00.000Z",
      hasAccess: true,
    });
    const rows = await enrollmentsOf(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      courseId: catalogue.course.id,
      packageId: catalogue.threeMonths.id,
    });
    expect(rows[0]!.startDate.replace(" ", "T")).toMatch(/^2026-03-01T15:00:00/);
    const { database } = await getTestContext();
    const [course] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.id, catalogue.course.id));
    expect(course!.enrollments).toBe(1);
    const mails = await outbox();
    expect(mails.at(-1)).toContain(`To: ${student.email}`);
    expect(mails.at(-1)).toContain("approved");
    const mail = (await mailsTo(student.email)).at(-1);
    // Three months from the approval (15:00 UTC), in Cairo's summer time, and the course's page.
    expect(mail).toContain(
      "Your access starts now and ends on Monday 1 June 2026 at 18:00 (Africa/Cairo).",
    );
    expect(mail).toContain(`http://localhost:3000/onDemandCourseDetails/${catalogue.course.id}`);
  });

  it("moves an existing enrolment to the bought package with a new start date", async () => {
    const { database } = await getTestContext();
    await database.db.insert(enrollments).values({
      studentId: student.id,
      courseId: catalogue.course.id,
      packageId: null,
      startDate: "2025-01-01T00:00:00",
    });
    const order = await submittedOrder();
    expect(order.hasAccess).toBe(true);
    const response = await approve(order.id);
    expect(response.status).toBe(200);
    const rows = await enrollmentsOf(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ packageId: catalogue.threeMonths.id });
    expect(rows[0]!.startDate.replace(" ", "T")).toMatch(/^2026-03-01T10:00:00/);
  });

  it("assigns a product on approval", async () => {
    await approvedOrder({
      kind: "product",
      productId: catalogue.product.id,
      paymentMethod: "card",
    });
    const { database } = await getTestContext();
    const assigned = await database.db
      .select()
      .from(productStudents)
      .where(
        and(
          eq(productStudents.productId, catalogue.product.id),
          eq(productStudents.studentId, student.id),
        ),
      );
    expect(assigned).toHaveLength(1);
  });

  it("enrols in an online course on approval", async () => {
    await approvedOrder({
      kind: "onlineCourse",
      courseId: catalogue.online.id,
      paymentMethod: "card",
    });
    const rows = await enrollmentsOf(student.id);
    expect(rows).toMatchObject([{ courseId: catalogue.online.id, packageId: null }]);
  });

  it("e-mails the approval of an online course with its first upcoming session in Cairo time and its page, not 'access starts now'", async () => {
    const db = await testDb();
    const session = (title: string, startsAt: string) => ({
      courseId: catalogue.online.id,
      title,
      startsAt,
      durationMinutes: 90,
      meetingLink: "https://meet.jit.si/BrightWay-live-etabs",
    });
    // The clock is 1 March 2026, 15:00 UTC at approval: the first session has ended, the second is next.
    await db
      .insert(liveSessions)
      .values([
        session("Model setup", "2026-02-26T16:00:00"),
        session("Wind and seismic loads", "2026-03-19T16:00:00"),
        session("Response spectrum", "2026-03-12T16:00:00"),
      ]);
    const created = await orderOf({
      kind: "onlineCourse",
      courseId: catalogue.online.id,
      paymentMethod: "card",
    });
    expect((await uploadProof(created.id)).status).toBe(200);
    clock.now = new Date("2026-03-01T15:00:00.000Z");
    expect((await approve(created.id)).status).toBe(200);

    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain(`Subject: Your order ${created.reference} is approved`);
    expect(mail).toContain("You are enrolled in the live course Live ETABS.");
    expect(mail).toContain(
      'Your first live session, "Response spectrum", is on Thursday 12 March 2026 at 18:00 (Africa/Cairo).',
    );
    expect(mail).toContain(`http://localhost:3000/onlineCourseDetails/${catalogue.online.id}`);
    expect(mail).toContain(
      `<a href="http://localhost:3000/onlineCourseDetails/${catalogue.online.id}">`,
    );
    expect(mail).not.toContain("Your access starts now");
    expect(mail).not.toContain("meet.jit.si");
  });

  it("says an online course's schedule will be announced when it has no session ahead", async () => {
    await approvedOrder({
      kind: "onlineCourse",
      courseId: catalogue.online.id,
      paymentMethod: "card",
    });
    const mail = (await mailsTo(student.email)).at(-1)!;
    expect(mail).toContain(
      "The dates and times of its live sessions will be announced on the course page.",
    );
    expect(mail).toContain(`/onlineCourseDetails/${catalogue.online.id}`);
    expect(mail).not.toContain("Your access starts now");
  });

  it("answers 409 when approving twice, and makes no second enrolment", async () => {
    const order = await submittedOrder();
    expect((await approve(order.id)).status).toBe(200);
    const again = await approve(order.id);
    expect(again.status).toBe(409);
    expect((await json<{ detail: string }>(again)).detail).toBe("The order is already approved.");
    expect(await enrollmentsOf(student.id)).toHaveLength(1);
  });

  it("answers 409 for a cancelled order or one without proof, and enrols nobody", async () => {
    const noProof = await createdOrder();
    const early = await approve(noProof.id);
    expect(early.status).toBe(409);
    expect((await json<{ detail: string }>(early)).detail).toBe(
      "The order has no payment proof yet.",
    );
    expect((await uploadProof(noProof.id)).status).toBe(200);
    expect(
      (await send("POST", `/api/Orders/${noProof.id}/Cancel`, { token: student.token })).status,
    ).toBe(200);
    const cancelled = await send("POST", `/api/Orders/${noProof.id}/Approve`, {
      token: admin.token,
    });
    expect(cancelled.status).toBe(409);
    expect((await json<{ detail: string }>(cancelled)).detail).toBe(
      "The order was cancelled by the buyer.",
    );
    expect(await enrollmentsOf(student.id)).toHaveLength(0);
  });

  it("leaves the order proof_submitted when the enrolment fails inside the transaction", async () => {
    const order = await submittedOrder();
    const { database } = await getTestContext();
    const db = database.db;
    // Make every enrolment insert fail, after the order's status update in the same transaction.
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION orders_test_refuse() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'enrolment refused by test'; END; $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER orders_test_refuse BEFORE INSERT ON enrollments
      FOR EACH ROW EXECUTE FUNCTION orders_test_refuse()`),
    );
    try {
      const response = await send("POST", `/api/Orders/${order.id}/Approve`, {
        token: admin.token,
      });
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql.raw("DROP TRIGGER orders_test_refuse ON enrollments"));
      await db.execute(sql.raw("DROP FUNCTION orders_test_refuse()"));
    }
    expect(await storedStatus(order.id)).toBe("proof_submitted");
    expect(await enrollmentsOf(student.id)).toHaveLength(0);
    const [course] = await db.select().from(courses).where(eq(courses.id, catalogue.course.id));
    expect(course!.enrollments).toBe(0);
    // Once enrolment works again, the same order approves.
    expect((await approve(order.id)).status).toBe(200);
  });

  it("answers 409 and enrols nobody when the package was deleted since the order", async () => {
    const order = await submittedOrder();
    const { database } = await getTestContext();
    await database.db.delete(packages).where(eq(packages.id, catalogue.threeMonths.id));
    const response = await approve(order.id);
    expect(response.status).toBe(409);
    expect(await storedStatus(order.id)).toBe("proof_submitted");
    expect(await enrollmentsOf(student.id)).toHaveLength(0);
  });

  it("is for admins only: 401 visitor, 403 buyer and other student", async () => {
    const order = await submittedOrder();
    await expectStatuses("POST", `/api/Orders/${order.id}/Approve`, [
      [undefined, 401],
      [student.token, 403],
      [otherStudent.token, 403],
    ]);
    expect(await storedStatus(order.id)).toBe("proof_submitted");
  });
});

describe("reject", () => {
  it("needs a reason, records it for the buyer, e-mails them, and lets them send proof again", async () => {
    const order = await submittedOrder();
    const noReason = await send("POST", `/api/Orders/${order.id}/Reject`, {
      token: admin.token,
      json: { reason: "  " },
    });
    expect(noReason.status).toBe(400);
    clock.now = new Date("2026-03-01T16:00:00.000Z");
    const response = await send("POST", `/api/Orders/${order.id}/Reject`, {
      token: admin.token,
      json: { reason: "The amount on the screenshot is 135 EGP, not 1350 EGP." },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: "rejected",
      rejectionReason: "The amount on the screenshot is 135 EGP, not 1350 EGP.",
      rejectedAt: "2026-03-01T16:00:00.000Z",
    });
    const mail = (await outbox()).at(-1);
    expect(mail).toContain(`To: ${student.email}`);
    expect(mail).toContain("needs a new proof");
    expect(mail).toContain("Reason: The amount on the screenshot is 135 EGP");
    expect(await enrollmentsOf(student.id)).toHaveLength(0);
    // Approving a rejected order is refused; a new proof puts it back in the queue.
    expect((await approve(order.id)).status).toBe(409);
    const again = await uploadProof(order.id);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ status: "proof_submitted" });
  });

  it("is for admins only and only for orders with proof", async () => {
    const order = await createdOrder();
    const body = { json: { reason: "No payment found" } };
    expect(
      (await send("POST", `/api/Orders/${order.id}/Reject`, { ...body, token: admin.token }))
        .status,
    ).toBe(409);
    expect((await uploadProof(order.id)).status).toBe(200);
    expect((await send("POST", `/api/Orders/${order.id}/Reject`, body)).status).toBe(401);
    expect(
      (await send("POST", `/api/Orders/${order.id}/Reject`, { ...body, token: student.token }))
        .status,
    ).toBe(403);
  });
});

describe("cancel", () => {
  it("lets the buyer cancel an open order, once, and not an approved one", async () => {
    const order = await createdOrder();
    await expectStatuses("POST", `/api/Orders/${order.id}/Cancel`, [
      [otherStudent.token, 403],
      [admin.token, 403],
      [undefined, 401],
    ]);
    const response = await send("POST", `/api/Orders/${order.id}/Cancel`, { token: student.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: "cancelled",
      cancelledAt: "2026-03-01T10:00:00.000Z",
    });
    expect(
      (await send("POST", `/api/Orders/${order.id}/Cancel`, { token: student.token })).status,
    ).toBe(409);
    expect((await uploadProof(order.id)).status).toBe(409);
    // A new order for the same item is a new order, not the cancelled one.
    const fresh = await packageOrder();
    expect(fresh.status).toBe(201);

    const approved = await json<OrderDto>(fresh);
    expect((await uploadProof(approved.id)).status).toBe(200);
    expect((await approve(approved.id)).status).toBe(200);
    expect(
      (await send("POST", `/api/Orders/${approved.id}/Cancel`, { token: student.token })).status,
    ).toBe(409);
  });
});

describe("expiry", () => {
  /** The status `GET /api/Orders/{id}` answers `token` once the clock reads `instant`. */
  async function statusAt(instant: string, orderId: string, token: string): Promise<string> {
    clock.now = new Date(instant);
    return (await json<OrderDto>(await send("GET", `/api/Orders/${orderId}`, { token }))).status;
  }

  it("shows an order without proof as expired after 7 days, refuses proof for it, and does not reopen it", async () => {
    const order = await createdOrder();
    expect(await statusAt("2026-03-08T09:59:59.000Z", order.id, student.token)).toBe(
      "awaiting_proof",
    );
    expect(await statusAt("2026-03-08T10:00:00.000Z", order.id, student.token)).toBe("expired");
    const late = await uploadProof(order.id);
    expect(late.status).toBe(409);
    expect((await json<{ detail: string }>(late)).detail).toContain("expired");
    expect(
      (await send("POST", `/api/Orders/${order.id}/Cancel`, { token: student.token })).status,
    ).toBe(409);
    const expired = await json<OrderDto[]>(
      await send("GET", "/api/Orders?status=expired", { token: admin.token }),
    );
    expect(expired.map((row) => row.id)).toEqual([order.id]);
    const fresh = await packageOrder();
    expect(fresh.status).toBe(201);
    expect((await json<OrderDto>(fresh)).id).not.toBe(order.id);
  });

  it("never expires an order once its proof arrived", async () => {
    const order = await submittedOrder();
    expect(await statusAt("2026-04-01T10:00:00.000Z", order.id, admin.token)).toBe(
      "proof_submitted",
    );
    expect((await approve(order.id)).status).toBe(200);
  });
});

describe("UPSTREAM_ORDERS=false", () => {
  it("answers the orders routes with 404, as the legacy API (what the web app's detection reads)", async () => {
    const legacy = await appWith({ UPSTREAM_ORDERS: "false" });
    expect((await legacy.request("http://upstream.test/api/Orders/PendingCount")).status).toBe(404);
    expect((await send("GET", "/api/Orders/PendingCount")).status).toBe(401);
  });
});
