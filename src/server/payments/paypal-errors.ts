/** Every failure of a PayPal call; the subclasses say whether PayPal answered and what it said. */
class PaypalError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaypalError';
  }
}

/** PayPal could not be reached, or did not answer in time: the outcome of the call is unknown. */
export class PaypalNetworkError extends PaypalError {
  readonly timedOut: boolean;

  constructor(message: string, options: { timedOut: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'PaypalNetworkError';
    this.timedOut = options.timedOut;
  }
}

/** The body PayPal sends with an error status (REST error, or the OAuth2 endpoint's error). */
export type PaypalErrorBody = {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string; field?: string }[];
  error?: string;
  error_description?: string;
};

/** PayPal answered with an error status, e.g. 422 UNPROCESSABLE_ENTITY / ORDER_NOT_APPROVED. */
export class PaypalApiError extends PaypalError {
  readonly status: number;
  /** PayPal's error name (`UNPROCESSABLE_ENTITY`, `RESOURCE_NOT_FOUND`) or the OAuth2 `error`. */
  readonly errorName: string | undefined;
  /** The first detail's issue (`ORDER_NOT_APPROVED`, `ORDER_ALREADY_CAPTURED`, `INSTRUMENT_DECLINED`). */
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(status: number, body: PaypalErrorBody | undefined, path: string) {
    const issue = body?.details?.find((detail) => detail.issue)?.issue;
    const errorName = body?.name ?? body?.error;
    const what = [errorName, issue].filter(Boolean).join(' / ') || 'no error body';
    super(`PayPal answered ${status} to ${path}: ${what}`);
    this.name = 'PaypalApiError';
    this.status = status;
    this.errorName = errorName;
    this.issue = issue;
    this.debugId = body?.debug_id;
  }
}

/** PayPal answered OK, but with a body that is not what the Orders v2 API documents. */
export class PaypalResponseError extends PaypalError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaypalResponseError';
  }
}
