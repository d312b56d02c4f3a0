import { describe, expect, it } from 'vitest';
import { errorMessageFrom } from './errors.ts';

describe('errorMessageFrom', () => {
  it.each<[string, unknown, string]>([
    ['an error body', { message: 'Invalid password', code: 'INVALID_PASSWORD' }, 'Invalid password'],
    ['a validation body', { message: 'Invalid size', code: 'VALIDATION', issues: [] }, 'Invalid size'],
    ['an error field', { error: 'Failed to create PayPal order' }, 'Failed to create PayPal order'],
    ['message wins over error', { message: 'First', error: 'Second' }, 'First'],
    ['blank message', { message: '   ', code: 'X' }, 'Fallback'],
    ['blank message, error present', { message: '', error: 'Second' }, 'Second'],
    ['message not a string', { message: 42 }, 'Fallback'],
    ['no message', { code: 'X' }, 'Fallback'],
    ['null', null, 'Fallback'],
    ['undefined', undefined, 'Fallback'],
    ['a string body', 'Internal Server Error', 'Fallback'],
    ['an array', ['message'], 'Fallback'],
  ])('%s', (_name, body, expected) => {
    expect(errorMessageFrom(body, 'Fallback')).toBe(expected);
  });
});
