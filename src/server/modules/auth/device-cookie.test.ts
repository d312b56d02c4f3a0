import { describe, expect, it } from 'vitest';
import { newDeviceCookie, trustedDevice } from './device-cookie.ts';

const hash = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=';
const email = 'owner@printshop.example';

describe('device cookies', () => {
  it('trusts a cookie it signed for this account, and gives its device id', () => {
    const { value, device } = newDeviceCookie(email, hash);
    expect(value).toBe(`${email},${device},${value.split(',')[2]}`);
    expect(trustedDevice(value, email, hash)).toBe(device);
  });

  it('gives every cookie a device id of its own', () => {
    expect(newDeviceCookie(email, hash).device).not.toBe(newDeviceCookie(email, hash).device);
  });

  it('keeps e-mails with commas apart from the nonce', () => {
    const odd = '"a,b"@printshop.example';
    const { value, device } = newDeviceCookie(odd, hash);
    expect(trustedDevice(value, odd, hash)).toBe(device);
    expect(trustedDevice(value, '"a@printshop.example', hash)).toBeNull();
  });

  it.each([
    ['no cookie', () => undefined],
    ['an empty cookie', () => ''],
    ['no commas', () => 'abc'],
    ['one comma', (v: string) => v.slice(v.indexOf(',') + 1)],
    ['another e-mail', (v: string) => v.replace(email, 'other@printshop.example')],
    ['the e-mail in capitals', (v: string) => v.replace(email, email.toUpperCase())],
    ['another nonce', (v: string) => v.replace(/,[\w-]{22},/, `,${'x'.repeat(22)},`)],
    ['a changed signature', (v: string) => `${v.slice(0, -1)}${v.endsWith('A') ? 'B' : 'A'}`],
    ['a longer signature', (v: string) => `${v}A`],
    ['a truncated signature', (v: string) => v.slice(0, -1)],
  ])('refuses %s', (_case, tamper) => {
    const { value } = newDeviceCookie(email, hash);
    expect(trustedDevice(tamper(value), email, hash)).toBeNull();
  });

  it('refuses a cookie signed before the password changed (another hash, another key)', () => {
    const { value } = newDeviceCookie(email, hash);
    expect(trustedDevice(value, email, hash.replace('c2Fs', 'c2Fm'))).toBeNull();
  });
});
