import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      admin: undefined,
      paypal: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.com/',
      DATA_DIR: '/tmp/shop',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://shop.example.com',
      dataDir: '/tmp/shop',
      databaseUrl: 'postgres://u@db:5432/shop',
      admin: { email: 'owner@example.com', password: 'a-long-password' },
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 10.0.0.2', '10.0.0.1, 10.0.0.2'],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a switch nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
        expect(message).toContain(name);
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/together/);
  });
});
