import { describe, expect, it } from 'vitest';
import { createS3ClientFromEnv, parseStorageUrl } from './storage-url.ts';

describe('parseStorageUrl', () => {
  it.each([
    [undefined, { kind: 'local' }],
    ['', { kind: 'local' }],
    ['   ', { kind: 'local' }],
    ['s3://shop-files', { kind: 's3', bucket: 'shop-files', prefix: '' }],
    ['s3://shop-files/', { kind: 's3', bucket: 'shop-files', prefix: '' }],
    ['s3://shop-files/shop', { kind: 's3', bucket: 'shop-files', prefix: 'shop/' }],
    ['s3://shop-files/shop/', { kind: 's3', bucket: 'shop-files', prefix: 'shop/' }],
    ['s3://shop-files/a/b/c/', { kind: 's3', bucket: 'shop-files', prefix: 'a/b/c/' }],
    ['S3://my.bucket.example/uploads', { kind: 's3', bucket: 'my.bucket.example', prefix: 'uploads/' }],
    [' s3://abc/x ', { kind: 's3', bucket: 'abc', prefix: 'x/' }],
  ])('reads %j', (url, expected) => {
    expect(parseStorageUrl(url)).toEqual(expected);
  });

  it.each([
    ['file:///var/data', /Unsupported storage URL "file:\/\/\/var\/data": use s3:\/\//],
    ['https://bucket.s3.amazonaws.com/', /Unsupported storage URL/],
    ['gs://bucket/prefix', /Unsupported storage URL/],
    ['/var/data/uploads', /Unsupported storage URL/],
    ['bucket/prefix', /Unsupported storage URL/],
    ['s3://', /the bucket name is missing/],
    ['s3:///prefix', /the bucket name is missing/],
    ['s3:bucket', /Invalid storage URL/],
    ['s3://bucket?region=eu', /no query or fragment/],
    ['s3://bucket/prefix#x', /no query or fragment/],
    ['s3://Shop-Files/x', /"Shop-Files" is not a valid bucket name/],
    ['s3://ab', /not a valid bucket name/],
    ['s3://-bucket', /not a valid bucket name/],
    ['s3://bucket:9000/x', /not a valid bucket name/],
    ['s3://user@bucket/x', /not a valid bucket name/],
    ['s3://my..bucket', /not a valid bucket name/],
    ['s3://bucket/a//b', /empty, "." or ".." folder/],
    ['s3://bucket/a/../b', /empty, "." or ".." folder/],
  ])('refuses %j', (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
  });
});

describe('createS3ClientFromEnv', () => {
  it.each([
    [{}, 'us-east-1', undefined, false],
    [{ AWS_REGION: 'eu-central-1' }, 'eu-central-1', undefined, false],
    [{ AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' }, 'us-east-1', 'http://127.0.0.1:9000/', true],
    [
      { AWS_ENDPOINT_URL: 'http://other:1', AWS_ENDPOINT_URL_S3: 'https://s3.example.test' },
      'us-east-1',
      'https://s3.example.test/',
      true,
    ],
    [
      { AWS_ENDPOINT_URL_S3: 'https://s3.example.test', S3_FORCE_PATH_STYLE: 'false' },
      'us-east-1',
      'https://s3.example.test/',
      false,
    ],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'us-east-1', undefined, true],
  ] as const)('configures %j', async (env, region, endpoint, forcePathStyle) => {
    const client = createS3ClientFromEnv({ ...env });
    try {
      expect(await client.config.region()).toBe(region);
      expect(client.config.forcePathStyle).toBe(forcePathStyle);
      if (endpoint) {
        const resolved = await client.config.endpoint?.();
        expect(
          resolved &&
            `${resolved.protocol}//${resolved.hostname}${resolved.port ? `:${resolved.port}` : ''}${resolved.path}`,
        ).toBe(endpoint);
      }
    } finally {
      client.destroy();
    }
  });

  it('refuses an endpoint that is not a URL', () => {
    expect(() => createS3ClientFromEnv({ AWS_ENDPOINT_URL_S3: 'not a url' })).toThrow(/Invalid S3 endpoint/);
  });
});
