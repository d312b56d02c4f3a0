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

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['true', true],
    ['false', false],
  ])('reads LOG_REQUESTS %j as %j (unset: the server decides by its terminal)', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { LOG_REQUESTS: value }).logRequests).toBe(expected);
    expect(() => loadConfig({ LOG_REQUESTS: 'sometimes' })).toThrow(/LOG_REQUESTS/);
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

  it('has HTTP time-outs long enough for a large upload by default', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 600_000, headersMs: 30_000, keepAliveMs: 5_000 });
    expect(
      loadConfig({ REQUEST_TIMEOUT_SECONDS: '', HEADERS_TIMEOUT_SECONDS: '', KEEP_ALIVE_TIMEOUT_SECONDS: '' })
        .timeouts,
    ).toEqual({ requestMs: 600_000, headersMs: 30_000, keepAliveMs: 5_000 });
  });

  it('reads the HTTP time-outs in seconds', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '1800',
      HEADERS_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    });
    expect(config.timeouts).toEqual({ requestMs: 1_800_000, headersMs: 20_000, keepAliveMs: 65_000 });
  });

  it.each([
    ['REQUEST_TIMEOUT_SECONDS', 'ten'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', '-5'],
    ['HEADERS_TIMEOUT_SECONDS', '2.5'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '0'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '100000'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses a header time-out longer than the request time-out', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('limits uploads by default: 60 requests in 10 minutes, 200 MB a cart, 1 GiB kept free', () => {
    const defaults = {
      requestsPerAddress: 60,
      windowMs: 600_000,
      cartArtworkBytes: 200 * 1024 * 1024,
      minFreeDiskBytes: 1024 * 1024 * 1024,
    };
    expect(loadConfig({}).uploadLimits).toEqual(defaults);
    expect(
      loadConfig({ UPLOAD_REQUESTS_PER_10_MINUTES: '', CART_ARTWORK_LIMIT_MB: '', MIN_FREE_DISK_MB: '' })
        .uploadLimits,
    ).toEqual(defaults);
  });

  it('reads the upload limits', () => {
    const config = loadConfig({
      UPLOAD_REQUESTS_PER_10_MINUTES: '120',
      CART_ARTWORK_LIMIT_MB: '500',
      MIN_FREE_DISK_MB: '0',
    });
    expect(config.uploadLimits).toEqual({
      requestsPerAddress: 120,
      windowMs: 600_000,
      cartArtworkBytes: 500 * 1024 * 1024,
      minFreeDiskBytes: 0,
    });
  });

  it.each([
    ['UPLOAD_REQUESTS_PER_10_MINUTES', 'many'],
    ['UPLOAD_REQUESTS_PER_10_MINUTES', '0'],
    ['UPLOAD_REQUESTS_PER_10_MINUTES', '1.5'],
    ['CART_ARTWORK_LIMIT_MB', '200MB'],
    ['CART_ARTWORK_LIMIT_MB', '0'],
    ['MIN_FREE_DISK_MB', '-1'],
    ['MIN_FREE_DISK_MB', '1 GiB'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/together/);
  });

  it('runs on one machine by default: uploads on the disk, limits where main.ts puts them, no drain', () => {
    expect(loadConfig({})).toMatchObject({
      storage: { kind: 'local' },
      redisUrl: undefined,
      drainDelayMs: 0,
    });
  });

  it('reads the settings of several instances: S3 storage, Redis, the drain delay', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://shop-files/uploads/',
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: 'redis://cache:6379',
      DRAIN_DELAY_SECONDS: '5',
    });
    expect(config).toMatchObject({
      storage: { kind: 's3', bucket: 'shop-files', prefix: 'uploads/' },
      s3Env: {
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
      },
      redisUrl: 'redis://cache:6379',
      drainDelayMs: 5000,
    });
  });

  it('takes an S3 endpoint in any case of its scheme, trimmed', () => {
    expect(loadConfig({ AWS_ENDPOINT_URL_S3: ' HTTP://minio:9000 ' }).s3Env.AWS_ENDPOINT_URL_S3).toBe(
      'HTTP://minio:9000',
    );
  });

  it.each([
    ['STORAGE_URL', 'ftp://files.example/uploads'],
    ['STORAGE_URL', 's3://'],
    ['REDIS_URL', 'http://cache:6379'],
    ['DRAIN_DELAY_SECONDS', '-1'],
    ['DRAIN_DELAY_SECONDS', '301'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['AWS_ENDPOINT_URL_S3', 'minio:9000'],
    ['AWS_ENDPOINT_URL_S3', 's3://minio:9000'],
    ['AWS_ENDPOINT_URL', 'http://'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
