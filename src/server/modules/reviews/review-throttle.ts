import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';
import { reviewSubmissionLimit } from '#shared/schemas/review';
import { createReviewSubmissionsRepository } from './review-submissions.repository.ts';

export const REVIEW_SUBMISSION_WINDOW_MS = reviewSubmissionLimit.windowMinutes * 60 * 1000;

/**
 * When the next submission is allowed, or null when it is allowed now: `earlier` are the address's
 * submissions of the window, oldest first; at the limit it waits until the oldest that counts leaves.
 */
export function submissionBlockedUntil(earlier: readonly Date[]): Date | null {
  if (earlier.length < reviewSubmissionLimit.perAddress) return null;
  const oldest = earlier[earlier.length - reviewSubmissionLimit.perAddress]!;
  return new Date(oldest.getTime() + REVIEW_SUBMISSION_WINDOW_MS);
}

export function tooManyReviews(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError('TOO_MANY_REVIEWS', apiMessages.tooManyReviews(minutesText), 429, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts a review submission against the client's address (IPv6 by its /64) before the form is read,
 * or refuses it with 429 and Retry-After when the address already sent the limit within the window.
 * Counting and recording happen in one transaction under a lock on the address, so parallel requests
 * (on any instance) cannot all pass. Every recorded attempt counts, whatever becomes of it.
 */
export async function recordReviewSubmission(db: Database, ip: string, now: Date): Promise<void> {
  const address = throttleAddress(ip);
  const blockedUntil = await db.transaction(async (tx) => {
    const repository = createReviewSubmissionsRepository(tx);
    await repository.lockAddress(address);
    const earlier = await repository.listSince(
      address,
      new Date(now.getTime() - REVIEW_SUBMISSION_WINDOW_MS),
    );
    const until = submissionBlockedUntil(earlier);
    if (!until) await repository.insert(address, now);
    return until;
  });
  if (blockedUntil) throw tooManyReviews(blockedUntil.getTime() - now.getTime());
}

/** The periodic clean-up: submissions older than the window count no more. */
export function cleanupReviewSubmissions(db: Database, now = new Date()): Promise<number> {
  return createReviewSubmissionsRepository(db).deleteBefore(
    new Date(now.getTime() - REVIEW_SUBMISSION_WINDOW_MS),
  );
}
