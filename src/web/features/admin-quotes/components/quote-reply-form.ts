import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatUSD, toCents } from '#shared/money';
import { defaultQuoteValidDays, quoteTotal } from '#shared/quotes';
import { type QuoteReplyInput, quoteReplyInputSchema } from '#shared/schemas/quote-reply';
import type { QuoteReplyBody } from '../api/reply-to-quote-request.ts';

/** What the reply form holds: the chosen product's id, and the fields' text as typed. */
export interface QuoteReplyFormValues {
  productId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  validDays: string;
  /** How many times the quote may be ordered ('1' by default). */
  maxOrders: string;
  note: string;
}

export type QuoteReplyField = keyof QuoteReplyFormValues;

/** The fields in the form's order: the first one with a problem takes the focus. */
export const quoteReplyFields: readonly QuoteReplyField[] = [
  'productId',
  'description',
  'quantity',
  'unitPrice',
  'validDays',
  'maxOrders',
  'note',
];

export function emptyQuoteReplyForm(): QuoteReplyFormValues {
  return {
    productId: null,
    description: '',
    quantity: '',
    unitPrice: '',
    validDays: String(defaultQuoteValidDays),
    maxOrders: '1',
    note: '',
  };
}

/** A typed number: null when blank (the schema then asks for it), NaN when it is not a number. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A typed price without the '$' an admin may type before it; undefined when blank (the schema asks for it). */
function typedPrice(text: string): string | undefined {
  const price = text.trim().replace(/^\$\s*/, '');
  return price === '' ? undefined : price;
}

/** The form's text as the API's input, for quoteReplyInputSchema to check (one set of rules with the server). */
function toQuoteReplyInput(values: QuoteReplyFormValues): Record<keyof QuoteReplyInput, unknown> {
  return {
    productId: values.productId ?? undefined,
    description: values.description,
    quantity: typedNumber(values.quantity),
    unitPrice: typedPrice(values.unitPrice),
    note: values.note,
    validDays: typedNumber(values.validDays),
    maxOrders: typedNumber(values.maxOrders),
  };
}

function isField(key: unknown): key is QuoteReplyField {
  return typeof key === 'string' && (quoteReplyFields as readonly string[]).includes(key);
}

/** Checks the form with the server's own schema; each field shows its first problem. */
export const quoteReplyResolver: Resolver<QuoteReplyFormValues, unknown, QuoteReplyBody> = async (values) => {
  const parsed = quoteReplyInputSchema.safeParse(toQuoteReplyInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<QuoteReplyFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** 'Total: $400.00' once the quantity and the price per piece are valid; null before. */
export function liveQuoteTotal(quantity: string, unitPrice: string): string | null {
  const { quantity: quantityInput, unitPrice: priceInput } = toQuoteReplyInput({
    ...emptyQuoteReplyForm(),
    quantity,
    unitPrice,
  });
  const parsedQuantity = quoteReplyInputSchema.shape.quantity.safeParse(quantityInput);
  const parsedPrice = quoteReplyInputSchema.shape.unitPrice.safeParse(priceInput);
  if (!parsedQuantity.success || !parsedPrice.success) return null;
  return `Total: ${formatUSD(toCents(quoteTotal(parsedPrice.data, parsedQuantity.data)))}`;
}

/** A server issue's field: '/unitPrice' (request validation) or 'unitPrice' (the service's own check). */
export function serverIssueField(issue: unknown): { field: QuoteReplyField; message: string } | null {
  if (typeof issue !== 'object' || issue === null) return null;
  const { path, message } = issue as { path?: unknown; message?: unknown };
  if (typeof path !== 'string' || typeof message !== 'string') return null;
  const first = path.replace(/^\//, '').split(/[/.]/)[0];
  return isField(first) ? { field: first, message } : null;
}
