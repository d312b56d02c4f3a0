import { describe, expect, it } from 'vitest';
import {
  emptyQuoteReplyForm,
  liveQuoteTotal,
  type QuoteReplyFormValues,
  quoteReplyResolver,
  serverIssueField,
} from './quote-reply-form.ts';

const good: QuoteReplyFormValues = {
  productId: 9,
  description: ' Yard signs ',
  quantity: '500',
  unitPrice: '$0.8',
  validDays: '14',
  maxOrders: '1',
  note: '',
};

async function check(values: QuoteReplyFormValues) {
  // The resolver's options are not used.
  return quoteReplyResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

const messages = async (values: QuoteReplyFormValues) =>
  Object.fromEntries(
    Object.entries((await check(values)).errors).map(([key, error]) => [key, error?.message]),
  );

describe('the quote reply form', () => {
  it('turns good text into the body the server takes, as its schema cleans it', async () => {
    expect((await check(good)).values).toEqual({
      productId: 9,
      description: 'Yard signs',
      quantity: 500,
      unitPrice: '0.80',
      note: '',
      validDays: 14,
      maxOrders: 1,
    });
  });

  it('asks for a whole number of orders from 1 to 1,000', async () => {
    expect(await messages({ ...good, maxOrders: '0' })).toEqual({
      maxOrders: 'A quote may be ordered at least once',
    });
    expect(await messages({ ...good, maxOrders: '1001' })).toEqual({
      maxOrders: 'A quote may be ordered at most 1,000 times',
    });
    expect((await check({ ...good, maxOrders: '3' })).values).toMatchObject({ maxOrders: 3 });
  });

  it('says what is wrong in the server schema’s words', async () => {
    expect(await messages(emptyQuoteReplyForm())).toEqual({
      productId: 'Choose a product',
      description: 'Describe what you quote',
      quantity: 'Enter a quantity',
      unitPrice: 'Enter a price per piece',
    });
    expect(await messages({ ...good, quantity: '2.5', unitPrice: '0.001', validDays: '' })).toEqual({
      quantity: 'Enter a whole number',
      unitPrice: 'Must be an amount such as 24.99',
      validDays: 'Enter the days the quote is valid',
    });
    expect(await messages({ ...good, quantity: 'lots', unitPrice: '0', validDays: '0' })).toEqual({
      quantity: 'Enter a quantity',
      unitPrice: 'The price per piece must be more than $0.00',
      validDays: 'A quote is valid for at least 1 day',
    });
    expect(await messages({ ...good, quantity: '1000000', unitPrice: '99999' })).toEqual({
      unitPrice: 'The quote’s total is too large for one order',
    });
  });

  it('shows the total once the quantity and the price are valid', () => {
    expect(liveQuoteTotal('500', '0.80')).toBe('Total: $400.00');
    expect(liveQuoteTotal('1,000', '$1.5')).toBe('Total: $1,500.00');
    expect(liveQuoteTotal('', '0.80')).toBeNull();
    expect(liveQuoteTotal('2.5', '0.80')).toBeNull();
    expect(liveQuoteTotal('500', '0')).toBeNull();
    expect(liveQuoteTotal('500', '0.8.0')).toBeNull();
  });

  it('reads the field of a server issue, with or without a leading slash', () => {
    expect(serverIssueField({ path: '/unitPrice', message: 'Too much' })).toEqual({
      field: 'unitPrice',
      message: 'Too much',
    });
    expect(serverIssueField({ path: 'productId', message: 'Archived' })).toEqual({
      field: 'productId',
      message: 'Archived',
    });
    expect(serverIssueField({ path: 'quoteRequestId', message: 'No' })).toBeNull();
    expect(serverIssueField('nonsense')).toBeNull();
  });
});
