import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { type AttemptWindow, takeAttempt } from '#server/throttle/attempt-window';
import { apiMessages } from '#shared/errors';
import { reviewSubmissionLimit } from '#shared/schemas/review';

export const REVIEW_SUBMISSION_WINDOW_MS = reviewSubmissionLimit.windowMinutes * 60 * 1000;

/** The review submissions' window (throttle/attempt-window.ts), counted by client address. */
export const reviewSubmissionAttempts: AttemptWindow = {
  throttle: 'review-submission',
  windowMs: REVIEW_SUBMISSION_WINDOW_MS,
};

function tooManyReviews(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError('TOO_MANY_REVIEWS', apiMessages.tooManyReviews(minutesText), 429, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts a review submission against the client's address (IPv6 by its /64) before the form is read,
 * or refuses it with 429 and Retry-After when the address already sent the limit within the window.
 * Counted under a lock on the address, so parallel requests (on any instance) cannot all pass. Every
 * counted attempt counts, whatever becomes of it.
 */
export async function recordReviewSubmission(db: Database, ip: string, now: Date): Promise<void> {
  const key = { key: `address:${throttleAddress(ip)}`, limit: reviewSubmissionLimit.perAddress };
  const outcome = await takeAttempt(db, reviewSubmissionAttempts, [key], now);
  if ('blockedUntil' in outcome) throw tooManyReviews(outcome.blockedUntil.getTime() - now.getTime());
}
