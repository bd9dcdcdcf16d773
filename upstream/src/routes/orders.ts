import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Executor } from "../db/client";
import { orders, users } from "../db/schema";
import { deleteFiles, readFile, storeFile } from "../files";
import type { App, AppContext, AppDeps } from "../http/context";
import { egpQuoteFor } from "../exchange-rate";
import { fileResponse } from "../http/file-response";
import { createMemoryProofThrottle } from "../http/proof-throttle";
import { requireAdmin, requireCaller } from "../http/guards";
import { conflict, forbidden, notFound } from "../http/problem";
import { readImageUpload } from "../http/uploads";
import {
  guidSchema,
  intIdSchema,
  pagingParams,
  parseOrThrow,
  pathParam,
  queryParams,
  readJson,
} from "../http/validate";
import { isUniqueViolation } from "../identity";
import { type Logger, hashForLog } from "../log";
import {
  ORDER_EXPIRY_MS,
  effectiveStatus,
  grantAccess,
  hasAccess,
  newReference,
  normaliseProofImage,
  priceItem,
  requoteIfStale,
  toNaive,
  toOrderDtos,
  type OrderRow,
  type OrderStatus,
  type OrderTarget,
} from "../orders";
import { plainMailBodies } from "../mail";
import { languageOfUser } from "../mail-language";
import { webBaseUrl } from "../reminders";
import {
  type MailContent,
  approvedMail,
  orderPlacedMail,
  proofReceivedMail,
  rejectedMail,
} from "../sales-mail";

const paymentMethodSchema = z.enum(["wallet", "card", "instant"], {
  message: "The paymentMethod must be wallet, card or instant.",
});

// Only ids and the method are read: any price, amount or currency in the body is ignored (the
// amount is copied from the catalogue), and so is any student id (the buyer is the caller).
const createOrderSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("package"),
      courseId: guidSchema,
      packageId: guidSchema,
      paymentMethod: paymentMethodSchema,
    }),
    z.object({
      kind: z.literal("onlineCourse"),
      courseId: guidSchema,
      paymentMethod: paymentMethodSchema,
    }),
    z.object({
      kind: z.literal("product"),
      productId: intIdSchema,
      paymentMethod: paymentMethodSchema,
    }),
  ],
  { message: "The kind must be package, onlineCourse or product." },
);

const rejectSchema = z.object({
  reason: z
    .string({ message: "A reason is required to reject an order." })
    .trim()
    .min(1, "A reason is required to reject an order.")
    .max(500, "The reason must be 500 characters or fewer."),
});

const listStatusSchema = z
  .enum(
    ["awaiting_proof", "proof_submitted", "approved", "rejected", "cancelled", "expired", "all"],
    {
      message: "Unknown status.",
    },
  )
  .default("proof_submitted");

/** The statuses whose order is still open (can get proof, be cancelled, or be reopened). */
const openStoredStatuses: OrderRow["status"][] = ["awaiting_proof", "proof_submitted", "rejected"];
const openStatuses = new Set<OrderStatus>(openStoredStatuses);

/**
 * At most one e-mail to the admin per order in this time (15 minutes, in ms): re-uploads in
 * between are counted on the order row and the next e-mail says how many.
 */
const PROOF_NOTICE_INTERVAL_MS = 15 * 60 * 1000;

/** Why a transition is refused, by the order's status, in words a person understands. */
const refusal: Record<OrderStatus, string> = {
  awaiting_proof: "The order has no payment proof yet.",
  proof_submitted: "The order is waiting for approval.",
  approved: "The order is already approved.",
  rejected: "The order was rejected.",
  cancelled: "The order was cancelled by the buyer.",
  expired: "The order expired: it waited 7 days without a payment proof.",
};

/**
 * Moves order `id` on with `values`, but only while its stored status is still one of `from`: a
 * conditional update, so of two transitions at once (a cancel and a proof, two approvals) one wins.
 * @returns the updated row.
 * @throws HttpProblem 409 when the status changed since the caller read it.
 */
async function transition(
  db: Executor,
  id: string,
  from: OrderRow["status"][],
  values: PgUpdateSetSource<typeof orders>,
): Promise<OrderRow> {
  const [changed] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  if (!changed) throw conflict("The order changed meanwhile; reload it.");
  return changed;
}

/**
 * Registers the orders extension (not in the legacy API; `upstream/EXTENSIONS.md`, "Orders"):
 * a student orders an on-demand package, an online course or a product; uploads a payment proof
 * image; an admin approves (the enrolment or assignment is made in the same transaction) or
 * rejects with a reason. Only the buyer and admins read an order; only admins decide.
 */
export function registerOrderRoutes(app: App, deps: AppDeps): void {
  const { db, mailer, config } = deps;
  const now = deps.now ?? (() => new Date());
  const proofThrottle = deps.proofThrottle ?? createMemoryProofThrottle(config);

  async function loadOrder(c: AppContext): Promise<OrderRow> {
    const id = pathParam(c, "orderId", guidSchema);
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(`Order with ID: ${id} doesn't exist.`);
    return row;
  }

  /** The order, when the caller is its buyer or an admin. @throws 401, 403 (another student), 404. */
  async function readableOrder(c: AppContext): Promise<OrderRow> {
    const caller = requireCaller(c);
    const row = await loadOrder(c);
    if (caller.role !== "Admin" && caller.id !== row.studentId) throw forbidden();
    return row;
  }

  /** The order, when the caller is its buyer (admins do not act for buyers). */
  async function ownOrder(c: AppContext): Promise<OrderRow> {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw forbidden();
    const row = await loadOrder(c);
    if (caller.id !== row.studentId) throw forbidden();
    return row;
  }

  async function dto(executor: Executor, row: OrderRow) {
    const [one] = await toOrderDtos(executor, [row], now());
    return one!;
  }

  /** Sends an e-mail after the change is committed; a mail failure never undoes the change. */
  async function notify(
    log: Logger,
    to: string | null | undefined,
    { subject, paragraphs, defang, language }: MailContent,
  ): Promise<void> {
    if (!to) return;
    try {
      await mailer.send({ to, subject, ...plainMailBodies(paragraphs, { defang, language }) });
    } catch (error) {
      log.error({ err: error, accountHash: hashForLog(to), subject }, "order e-mail failed");
    }
  }

  /**
   * The buyer's address, or null while it is unconfirmed (extension "E-mail confirmation"): an
   * address typed at signup gets no order e-mail until its owner opened the confirmation link.
   */
  async function buyerEmail(studentId: string): Promise<string | null> {
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.emailConfirmed, true)));
    return row?.email ?? null;
  }

  /**
   * Creates an order for the calling student, or reopens theirs: an open order (awaiting proof,
   * proof submitted or rejected, not expired) for the same item is returned (200) with the chosen
   * payment method, re-quoted when stale (`requoteIfStale`); otherwise a new one is made (201).
   * Student only.
   * 400 for an unknown item, a package of another course, a free item; 409 when the student
   * already has the online course or product.
   */
  app.post("/api/orders", async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw forbidden();
    const body = await readJson(c, createOrderSchema);
    const target: OrderTarget =
      body.kind === "product"
        ? { kind: "product", productId: body.productId }
        : body.kind === "package"
          ? { kind: "package", courseId: body.courseId, packageId: body.packageId }
          : { kind: "onlineCourse", courseId: body.courseId };
    const item = await priceItem(db, target);
    const at = now();

    const mine = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.studentId, caller.id),
          eq(orders.kind, body.kind),
          item.productId !== null
            ? eq(orders.productId, item.productId)
            : eq(orders.courseId, item.courseId!),
          item.packageId !== null ? eq(orders.packageId, item.packageId) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt));
    const found = mine.find((row) => openStatuses.has(effectiveStatus(row, at)));
    if (found) {
      const open = await requoteIfStale(db, found, at);
      if (open.paymentMethod === body.paymentMethod) return c.json(await dto(db, open), 200);
      const [updated] = await db
        .update(orders)
        .set({ paymentMethod: body.paymentMethod, updatedAt: toNaive(at) })
        .where(eq(orders.id, open.id))
        .returning();
      return c.json(await dto(db, updated!), 200);
    }

    if (
      body.kind !== "package" &&
      (await hasAccess(db, { studentId: caller.id, ...item, kind: body.kind }))
    ) {
      throw conflict(
        body.kind === "product"
          ? "You already have this product."
          : "You are already enrolled in this course.",
      );
    }
    // A USD item keeps its EGP amount at today's rate: what the buyer was shown is what is asked.
    const quote = await egpQuoteFor(db, item.amount, item.currency);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const [row] = await db
          .insert(orders)
          .values({
            reference: newReference(),
            studentId: caller.id,
            kind: body.kind,
            ...item,
            ...quote,
            paymentMethod: body.paymentMethod,
            status: "awaiting_proof",
            createdAt: toNaive(at),
            updatedAt: toNaive(at),
          })
          .returning();
        const placed = orderPlacedMail(
          row!,
          webBaseUrl(config),
          await languageOfUser(db, caller.id),
        );
        await notify(c.get("log"), await buyerEmail(caller.id), placed);
        return c.json(await dto(db, row!), 201);
      } catch (error) {
        // A reference code collision (one in ~10^11): draw another.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  });

  /** The caller's own orders, newest first: 200 `OrderDto[]`. Student only. */
  app.get("/api/orders/mine", async (c) => {
    const caller = requireCaller(c);
    if (caller.role !== "Student") throw forbidden();
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.studentId, caller.id))
      .orderBy(desc(orders.createdAt))
      .limit(200);
    return c.json(await toOrderDtos(db, rows, now()));
  });

  /** How many orders wait for a decision: 200 `{ count }` (the admin sidebar badge). Admin only. */
  app.get("/api/orders/pendingcount", async (c) => {
    requireAdmin(c);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.status, "proof_submitted"));
    return c.json({ count: Number(row?.count ?? 0) });
  });

  /**
   * The admin queue: orders of `status` (default `proof_submitted`; also `awaiting_proof`,
   * `expired`, `approved`, `rejected`, `cancelled`, `all`), oldest first (by proof time, then
   * creation), paged with `PageNumber`/`PageSize` (≤ 50). Admin only; 200 `OrderDto[]`.
   */
  app.get("/api/orders", async (c) => {
    requireAdmin(c);
    const paging = pagingParams(c);
    const status = parseOrThrow(listStatusSchema, queryParams(c).status, "The status");
    const expiryLine = toNaive(new Date(now().getTime() - ORDER_EXPIRY_MS));
    const where =
      status === "all"
        ? undefined
        : status === "expired"
          ? and(eq(orders.status, "awaiting_proof"), lte(orders.createdAt, expiryLine))
          : status === "awaiting_proof"
            ? and(eq(orders.status, "awaiting_proof"), gt(orders.createdAt, expiryLine))
            : eq(orders.status, status);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(
        sql`${orders.proofSubmittedAt} asc nulls last`,
        asc(orders.createdAt),
        asc(orders.id),
      )
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize);
    return c.json(await toOrderDtos(db, rows, now()));
  });

  /**
   * One order: its buyer or an admin; 200 `OrderDto`; 403 another student; 404 unknown. The
   * buyer coming back to pay reads it re-quoted when stale (`requoteIfStale`); an admin's read
   * changes nothing.
   */
  app.get("/api/orders/:orderId", async (c) => {
    const row = await readableOrder(c);
    const caller = requireCaller(c);
    return c.json(
      await dto(db, caller.id === row.studentId ? await requoteIfStale(db, row, now()) : row),
    );
  });

  /**
   * Uploads the payment proof (multipart `File`): the buyer only, while the order is awaiting
   * proof, has proof (replaced) or was rejected (sent again). The bytes must be a JPEG, PNG, GIF
   * or WebP (415 otherwise) of at most 50 megapixels (413 otherwise, read from the header); the
   * image is normalised to JPEG. Status becomes `proof_submitted`. At most
   * `THROTTLE_PROOFS_PER_ORDER` (5) proofs per order per `THROTTLE_PROOFS_WINDOW_SECONDS` (an
   * hour): 429 with `Retry-After` beyond. The admin is e-mailed at most once per order per 15
   * minutes (the e-mail says how many proofs came since the last one). A stale amount is
   * re-quoted first (`requoteIfStale`). 200 `OrderDto`; 409 for an approved, cancelled or
   * expired order.
   */
  app.post("/api/orders/:orderId/proof", async (c) => {
    const found = await ownOrder(c);
    const at = now();
    const status = effectiveStatus(found, at);
    if (!openStatuses.has(status)) throw conflict(refusal[status]);
    // Counted before the body is read: a refused flood costs no decoding, storage or e-mail.
    await proofThrottle.take(found.id);
    const upload = await readImageUpload(c);
    const jpeg = await normaliseProofImage(upload.data);
    const row = await requoteIfStale(db, found, at);
    const { updated, proofsToReport } = await db.transaction(async (tx) => {
      const fileId = await storeFile(tx, { data: jpeg, contentType: "image/jpeg" });
      const changed = await transition(tx, row.id, openStoredStatuses, {
        status: "proof_submitted",
        proofFileId: fileId,
        proofSubmittedAt: toNaive(at),
        updatedAt: toNaive(at),
        proofsSinceNotice: sql`${orders.proofsSinceNotice} + 1`,
      });
      await deleteFiles(tx, [row.proofFileId]);
      // Why on the row: the last e-mail's time must hold across restarts and instances. The row
      // is locked by the update above, so two proofs at once cannot both claim the e-mail.
      const noticeLine = toNaive(new Date(at.getTime() - PROOF_NOTICE_INTERVAL_MS));
      const [claimed] = await tx
        .update(orders)
        .set({ adminNotifiedAt: toNaive(at), proofsSinceNotice: 0 })
        .where(
          and(
            eq(orders.id, row.id),
            or(isNull(orders.adminNotifiedAt), lte(orders.adminNotifiedAt, noticeLine)),
          ),
        )
        .returning({ id: orders.id });
      return { updated: changed, proofsToReport: claimed ? changed.proofsSinceNotice : 0 };
    });
    if (proofsToReport > 0) {
      const mail = await proofReceivedMail(
        db,
        updated,
        proofsToReport,
        webBaseUrl(config),
        config.ADMIN_EMAIL,
      );
      await notify(c.get("log"), config.ADMIN_EMAIL, mail);
    }
    return c.json(await dto(db, updated));
  });

  /** The proof image: the buyer or an admin; 200 `image/jpeg`; 404 when there is no proof. */
  app.get("/api/orders/:orderId/proof", async (c) => {
    const row = await readableOrder(c);
    const file = await readFile(db, row.proofFileId);
    if (!file) throw notFound("This order has no payment proof.");
    return fileResponse(c, file.data, file.contentType);
  });

  /** Cancels an open order: the buyer only; 200 `OrderDto`; 409 approved, cancelled or expired. */
  app.post("/api/orders/:orderId/cancel", async (c) => {
    const row = await ownOrder(c);
    const at = now();
    const status = effectiveStatus(row, at);
    if (!openStatuses.has(status)) throw conflict(refusal[status]);
    const updated = await transition(db, row.id, openStoredStatuses, {
      status: "cancelled",
      cancelledAt: toNaive(at),
      updatedAt: toNaive(at),
    });
    return c.json(await dto(db, updated));
  });

  /**
   * Approves an order with proof: admin only. In ONE transaction the status becomes `approved`
   * and the student gets the item (enrolment starting now, or the product assignment); if that
   * fails, nothing changes (the order stays `proof_submitted`). The buyer is e-mailed.
   * 200 `OrderDto`; 409 for any other status (approved twice, cancelled, rejected, no proof) or an
   * item deleted since.
   */
  app.post("/api/orders/:orderId/approve", async (c) => {
    const caller = requireAdmin(c);
    const row = await loadOrder(c);
    const at = now();
    const status = effectiveStatus(row, at);
    if (status !== "proof_submitted") throw conflict(refusal[status]);
    const updated = await db.transaction(async (tx) => {
      const changed = await transition(tx, row.id, ["proof_submitted"], {
        status: "approved",
        approvedAt: toNaive(at),
        updatedAt: toNaive(at),
        decidedBy: caller.id,
      });
      await grantAccess(tx, changed, at);
      return changed;
    });
    const approved = await approvedMail(db, updated, at, webBaseUrl(config));
    await notify(c.get("log"), await buyerEmail(updated.studentId), approved);
    return c.json(await dto(db, updated));
  });

  /**
   * Rejects an order with proof, with a reason the buyer reads: admin only; JSON `{ reason }`
   * (1–500 characters). The buyer is e-mailed and may send proof again. 200 `OrderDto`; 400
   * without a reason; 409 for any other status.
   */
  app.post("/api/orders/:orderId/reject", async (c) => {
    const caller = requireAdmin(c);
    const row = await loadOrder(c);
    const { reason } = await readJson(c, rejectSchema);
    const at = now();
    const status = effectiveStatus(row, at);
    if (status !== "proof_submitted") throw conflict(refusal[status]);
    const updated = await transition(db, row.id, ["proof_submitted"], {
      status: "rejected",
      rejectionReason: reason,
      rejectedAt: toNaive(at),
      updatedAt: toNaive(at),
      decidedBy: caller.id,
    });
    const rejected = rejectedMail(
      updated,
      reason,
      webBaseUrl(config),
      await languageOfUser(db, updated.studentId),
    );
    await notify(c.get("log"), await buyerEmail(updated.studentId), rejected);
    return c.json(await dto(db, updated));
  });
}
