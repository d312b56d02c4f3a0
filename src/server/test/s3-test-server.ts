import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** Where s3rver keeps the parts of a multipart upload that is neither completed nor aborted. */
const S3RVER_UPLOADS = '._S3rver_uploads';

export type S3TestServer = {
  client: S3Client;
  endpoint: string;
  /** Every request the server received, as "METHOD /bucket/key?query". */
  requests: string[];
  /** How many requests the server received, per method (PUT and POST are the writes). */
  requestsByMethod: Record<string, number>;
  newBucket(): Promise<string>;
  /** An object's content. */
  readObject(bucket: string, key: string): Promise<Buffer>;
  /** The keys of a bucket's stored objects (ListObjectsV2) under a prefix. */
  objectKeys(bucket: string, prefix?: string): Promise<string[]>;
  /** The keys of a bucket's unfinished multipart uploads (read from s3rver's folder: it has no ListMultipartUploads). */
  pendingUploadKeys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
};

export type S3TestServerOptions = {
  /** The folder s3rver keeps its files in, left in place by close() (default: a temporary folder it removes). */
  directory?: string;
  /** Buckets to create before the server is handed out (newBucket() makes more). */
  buckets?: string[];
};

/**
 * An S3 server for tests and scripts: s3rver (its files in a temporary folder) on a free port of 127.0.0.1,
 * with a client for it (path-style, s3rver's fixed credentials).
 */
export async function startS3Server(options: S3TestServerOptions = {}): Promise<S3TestServer> {
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 's3rver-test-')));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [] });
  const handle = s3rver.callback();
  const requests: string[] = [];
  const requestsByMethod: Record<string, number> = {};
  // s3rver 3.7 answers AbortMultipartUpload with 405 MethodNotAllowed and keeps the parts; this stands in for
  // it (deletes the upload's folder, as S3 drops its parts) so the tests can see that the driver aborts.
  const abortMultipartUpload = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const uploadId = url.searchParams.get('uploadId') ?? '';
    const uploadFolder = path.join(directory, bucket, S3RVER_UPLOADS, uploadId);
    let key: string | undefined;
    if (/^[a-z0-9.-]+$/.test(bucket) && /^[0-9a-f]+$/.test(uploadId)) {
      key = await readFile(path.join(uploadFolder, 'key'), 'utf8').catch(() => undefined);
    }
    request.resume();
    if (key === undefined || key !== decodeURIComponent(keyParts.join('/'))) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>');
      return;
    }
    await rm(uploadFolder, { recursive: true, force: true });
    response.writeHead(204).end();
  };
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const method = request.method ?? '';
    requestsByMethod[method] = (requestsByMethod[method] ?? 0) + 1;
    const url = new URL(request.url ?? '/', 'http://s3.test');
    if (request.method === 'DELETE' && url.searchParams.has('uploadId')) {
      abortMultipartUpload(request, response, url).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const bucket of options.buckets ?? []) {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  let buckets = 0;
  return {
    client,
    endpoint,
    requests,
    requestsByMethod,
    async newBucket() {
      buckets += 1;
      const bucket = `test-bucket-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async readObject(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!object.Body) throw new Error(`s3rver sent no body for ${bucket}/${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async objectKeys(bucket, prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async pendingUploadKeys(bucket) {
      const folder = path.join(directory, bucket, S3RVER_UPLOADS);
      const uploads = await readdir(folder).catch(() => [] as string[]);
      return Promise.all(uploads.map((upload) => readFile(path.join(folder, upload, 'key'), 'utf8')));
    },
    async close() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownDirectory) await rm(directory, { recursive: true, force: true });
    },
  };
}
