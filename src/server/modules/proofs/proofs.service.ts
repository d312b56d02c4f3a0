import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '#server/db/client';
import { AppError, conflict, notFound, payloadTooLarge, unsupportedMediaType } from '#server/errors';
import type { Mailer } from '#server/modules/mail/mailer';
import type { Storage } from '#server/storage/storage';
import { detectArtworkType } from '#server/uploads/artwork-type';
import { sanitizeFileName } from '#server/uploads/file-name';
import { type FormPart, readFormFile } from '#server/uploads/form-part';
import { drawProofPages } from '#server/uploads/proof-pages';
import { apiMessages } from '#shared/errors';
import type { ProofPayload } from '#shared/mail-payloads';
import { formatOrderNumber } from '#shared/order-number';
import { awaitsProofApproval, type ProofDecision, proofMessages } from '#shared/proofs';
import type { AdminMe } from '#shared/schemas/admin';
import { artworkLimits } from '#shared/schemas/cart';
import { proofUploadFieldsSchema } from '#shared/schemas/proofs';
import { proofsByItem } from './proof-views.ts';
import { createProofsRepository } from './proofs.repository.ts';

/** An order as the proofs see it. */
export type ProofOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  proofRequested: boolean;
  printWithoutApprovalAt: Date | null;
  /** Not a PayPal checkout left unpaid: an order a customer has (orders' orderStands). */
  stands: boolean;
};

/**
 * What the proofs need of the orders. Proofs sit below orders (the order page and the dates read them), so
 * the orders module supplies this (orders/proof-orders.ts) to the routes that call the proofs.
 */
export type ProofOrders = {
  /** The order, locked until the transaction ends when `lock` (run it inside one). */
  find: (db: Executor, orderId: number, options: { lock: boolean }) => Promise<ProofOrder | undefined>;
  /** Records that the shop prints without the customer's approval. */
  setPrintWithoutApproval: (tx: Executor, orderId: number, by: string, at: Date) => Promise<void>;
};

export type ProofDeps = { db: Database; storage: Storage; mailer?: Mailer | undefined; orders: ProofOrders };

/** The multipart field of the proof's file. */
const PROOF_FILE_FIELD = 'file';

const proofNotFound = () => notFound('Proof not found');

/** Where a proof's page N (from 1) is kept: beside the file, as WebP. */
function proofPageKey(storageKey: string, page: number): string {
  return `${storageKey.replace(/\.[a-z0-9]+$/i, '')}-page-${page}.webp`;
}

/**
 * Whether the order may not go to production yet: the customer asked for a proof, the admin did not choose
 * to print without approval, and a line's latest proof is not approved (or there is none).
 */
export async function orderAwaitsApproval(
  db: Executor,
  order: Pick<ProofOrder, 'proofRequested' | 'printWithoutApprovalAt'>,
  itemIds: number[],
): Promise<boolean> {
  if (!order.proofRequested || order.printWithoutApprovalAt) return false;
  const byItem = await proofsByItem(db, itemIds);
  return awaitsProofApproval({
    proofRequested: order.proofRequested,
    printWithoutApproval: order.printWithoutApprovalAt,
    items: itemIds.map((id) => ({ proofs: byItem.get(id) ?? [] })),
  });
}

type ReceivedProof = { originalName: string; bytes: Buffer; note: string };

/** The proof's form: its `file` (a PDF, PNG or JPEG by its bytes) and an optional `note`, in any order. */
async function receiveProof(parts: AsyncIterable<FormPart>): Promise<ReceivedProof> {
  let note = '';
  let file: { originalName: string; bytes: Buffer } | undefined;
  for await (const part of parts) {
    if (part.kind === 'field') {
      if (part.name === 'note') note = proofUploadFieldsSchema.parse({ note: part.value }).note;
      continue;
    }
    if (part.name !== PROOF_FILE_FIELD || file) {
      throw new AppError('BAD_REQUEST', 'Send one proof file in the "file" field.', 400);
    }
    const originalName = sanitizeFileName(part.fileName);
    const read = await readFormFile(part);
    if (read.truncated) {
      throw payloadTooLarge(`${originalName} is larger than ${artworkLimits.maxFileLabel}`);
    }
    if (read.bytes.length > 0) file = { originalName, bytes: read.bytes };
  }
  if (!file) {
    const message = proofMessages.proofFileRequired;
    throw new AppError('FILE_REQUIRED', message, 400, [{ path: PROOF_FILE_FIELD, message }]);
  }
  return { ...file, note };
}

function proofPayload(order: ProofOrder, productName: string, version: number, words: string | null) {
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.id),
    customerName: order.customerName,
    productName,
    version,
    words,
  } satisfies ProofPayload;
}

/** The order and the line a proof is for: 404 for either unknown, 409 for an order no customer has. */
async function proofTarget(
  db: Executor,
  orders: ProofOrders,
  ids: { orderId: number; itemId: number },
  lock: boolean,
) {
  const order = await orders.find(db, ids.orderId, { lock });
  if (!order) throw notFound(apiMessages.orderNotFound);
  const item = await createProofsRepository(db).findItem(ids.orderId, ids.itemId);
  if (!item) throw notFound('Order item not found');
  if (!order.stands) {
    throw conflict('This PayPal checkout was never paid: it is not an order, so it gets no proof');
  }
  return { order, item };
}

/**
 * POST /api/admin/orders/:id/items/:itemId/proofs: the line's next proof version. The file is judged by its
 * bytes and drawn (its first pages, for the order page) before anything is written; then the version and
 * the customer's e-mail (with a fresh link to the order page) are written in one transaction, under the
 * order's row lock. A failure leaves nothing behind.
 */
export async function uploadProof(
  deps: ProofDeps,
  ids: { orderId: number; itemId: number },
  admin: AdminMe,
  parts: AsyncIterable<FormPart>,
  now = new Date(),
): Promise<void> {
  await proofTarget(deps.db, deps.orders, ids, false);
  const received = await receiveProof(parts);
  const type = await detectArtworkType(received.bytes, received.originalName);
  if (!type || type.mimeType === 'application/postscript') {
    throw unsupportedMediaType(proofMessages.proofFileType);
  }
  const pages = await drawProofPages(received.bytes, type, received.originalName);
  const storageKey = `proofs/${randomUUID()}.${type.extension === 'ai' ? 'pdf' : type.extension}`;
  const keys = [storageKey, ...pages.map((_, index) => proofPageKey(storageKey, index + 1))];
  let queued: Awaited<ReturnType<NonNullable<ProofDeps['mailer']>['queue']>>;
  try {
    await deps.storage.put(storageKey, received.bytes);
    for (const [index, page] of pages.entries()) {
      await deps.storage.put(proofPageKey(storageKey, index + 1), page);
    }
    queued = await deps.db.transaction(async (tx) => {
      const { order, item } = await proofTarget(tx, deps.orders, ids, true);
      const proof = await createProofsRepository(tx).insertNextVersion({
        orderItemId: item.id,
        storageKey,
        originalName: received.originalName,
        mimeType: type.mimeType,
        size: received.bytes.length,
        pageCount: pages.length,
        note: received.note || null,
        sentBy: admin.email,
        sentAt: now,
      });
      if (!deps.mailer) return [];
      const revised = proof.version > 1;
      return deps.mailer.queue(tx, [
        {
          to: order.customerEmail,
          // Named by its item: an order of several items gets one e-mail per proof, each telling which.
          subject: `${revised ? 'A revised proof' : 'Your proof'} of ${item.productName} for order ${formatOrderNumber(order.id)} is ready to approve`,
          payload: {
            kind: 'proof-ready',
            proof: proofPayload(order, item.productName, proof.version, proof.note),
          },
          orderId: order.id,
        },
      ]);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
  // After the commit, outside the clean-up: the proof is stored for good now.
  deps.mailer?.committed(queued);
}

/**
 * POST /api/order-page/:number/proofs/:proofId/decision: the customer's answer to the latest version of a
 * line's proof, once (409 for an earlier version or a second answer); the shop is e-mailed in the same
 * transaction. The caller has checked the link's token, which decides who may answer as it decides who
 * sees the page; `orderNotFound` is its answer for an order that is gone.
 */
export async function decideProof(
  deps: ProofDeps,
  orderId: number,
  proofId: number,
  input: { decision: ProofDecision; comment: string },
  orderNotFound: () => Error,
  now = new Date(),
): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const order = await deps.orders.find(tx, orderId, { lock: true });
    if (!order) throw orderNotFound();
    const repository = createProofsRepository(tx);
    const found = await repository.findForOrder(order.id, proofId);
    if (!found) throw proofNotFound();
    if ((await repository.latestVersion(found.proof.orderItemId)) !== found.proof.version) {
      throw conflict(proofMessages.notLatest);
    }
    const comment = input.comment === '' ? null : input.comment;
    if (!(await repository.decide(proofId, { decision: input.decision, comment, at: now }))) {
      throw conflict(proofMessages.alreadyDecided);
    }
    const shop = deps.mailer ? await deps.mailer.shopEmail(tx) : undefined;
    if (!deps.mailer || !shop) return [];
    const approved = input.decision === 'approved';
    return deps.mailer.queue(tx, [
      {
        to: shop,
        subject: `Order ${formatOrderNumber(order.id)}: ${order.customerName} ${approved ? 'approved the proof' : 'asked for changes'} (${found.productName}, version ${found.proof.version})`,
        payload: {
          kind: 'shop-proof-decision',
          decision: input.decision,
          proof: proofPayload(order, found.productName, found.proof.version, comment),
        },
        orderId: order.id,
      },
    ]);
  });
  deps.mailer?.committed(queued);
}

/**
 * POST /api/admin/orders/:id/print-without-approval: the admin goes ahead without the customer's approval,
 * recorded with who and when (the first choice stands). 409 for an order that asked for no proof.
 */
export async function choosePrintWithoutApproval(
  deps: Pick<ProofDeps, 'db' | 'orders'>,
  orderId: number,
  admin: AdminMe,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await deps.orders.find(tx, orderId, { lock: true });
    if (!order) throw notFound(apiMessages.orderNotFound);
    if (!order.proofRequested) throw conflict('The customer did not ask for a proof of this order');
    if (order.printWithoutApprovalAt) return;
    await deps.orders.setPrintWithoutApproval(tx, orderId, admin.email, now);
  });
}

/** A stored proof's file (the admin downloads it) or one of its drawn pages; 404 when gone. */
export async function openProof(
  db: Executor,
  storage: Storage,
  proofId: number,
  page: number | null,
  orderId?: number,
) {
  const repository = createProofsRepository(db);
  const proof =
    orderId === undefined
      ? await repository.findById(proofId)
      : (await repository.findForOrder(orderId, proofId))?.proof;
  if (!proof || (page !== null && (page < 1 || page > proof.pageCount))) throw proofNotFound();
  const stored = await storage.get(page === null ? proof.storageKey : proofPageKey(proof.storageKey, page));
  if (!stored) throw proofNotFound();
  return {
    ...stored,
    mimeType: page === null ? proof.mimeType : 'image/webp',
    originalName: proof.originalName,
  };
}
