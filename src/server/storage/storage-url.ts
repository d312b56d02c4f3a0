import { S3Client } from '@aws-sdk/client-s3';

export type StorageLocation = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

const S3_URL_EXAMPLE = 's3://bucket-name or s3://bucket-name/folder/';

/** S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending alike. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where uploads are stored: nothing (unset or blank) means the local disk; `s3://bucket/optional/prefix/`
 * means an S3 bucket, with every key under the prefix (returned as '' or 'a/b/').
 */
export function parseStorageUrl(url: string | undefined): StorageLocation {
  const value = url?.trim() ?? '';
  if (value === '') return { kind: 'local' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme?.toLowerCase() !== 's3') {
    throw new Error(
      `Unsupported storage URL "${value}": use ${S3_URL_EXAMPLE}, or leave it unset to store files on the local disk`,
    );
  }
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/i.exec(value);
  if (!match) {
    throw new Error(`Invalid storage URL "${value}": expected ${S3_URL_EXAMPLE} (no query or fragment)`);
  }
  const bucket = match[1] ?? '';
  if (bucket === '') throw new Error(`Invalid storage URL "${value}": the bucket name is missing`);
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `Invalid storage URL "${value}": "${bucket}" is not a valid bucket name (3-63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const path = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (path === '') return { kind: 's3', bucket, prefix: '' };
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Invalid storage URL "${value}": the prefix "${path}" has an empty, "." or ".." folder`);
  }
  return { kind: 's3', bucket, prefix: `${path}/` };
}

/** An S3-compatible server's address as the SDK takes it: an http:// or https:// URL. */
export function isS3EndpointUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

/**
 * An S3 client configured from the environment: AWS_REGION (default us-east-1), AWS_ENDPOINT_URL_S3 or
 * AWS_ENDPOINT_URL for an S3-compatible server (then path-style addressing, http://host/bucket/key, unless
 * S3_FORCE_PATH_STYLE=false). Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or an instance role).
 */
export function createS3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const region = env.AWS_REGION?.trim() || 'us-east-1';
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim() || undefined;
  if (endpoint !== undefined && !isS3EndpointUrl(endpoint)) {
    throw new Error(
      `Invalid S3 endpoint "${endpoint}" (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL): expected an http:// or https:// URL`,
    );
  }
  const pathStyleSetting = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  const forcePathStyle = endpoint !== undefined ? pathStyleSetting !== 'false' : pathStyleSetting === 'true';
  // Each media download holds a socket while it streams to its client: more than the SDK's 50.
  const agent = { keepAlive: true, maxSockets: 512 };
  return new S3Client({
    region,
    forcePathStyle,
    requestHandler: { httpAgent: agent, httpsAgent: agent },
    ...(endpoint !== undefined ? { endpoint } : {}),
  });
}
