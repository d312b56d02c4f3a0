// The S3 server of the bench's topology run (topology.mjs): s3rver, keeping its objects in the folder
// named first on the command line, served from an HTTP server of its own on a free port of 127.0.0.1,
// with the bucket named second created. Runs in a child process so that its work does not share the
// event loop of autocannon. Sends { endpoint } once ready; answers 'counts' with the requests it received
// per method (PUT and POST are the writes), so the bench can show that the cart writes reached it.
import { createServer } from 'node:http';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const s3rver = new S3rver({ directory, silent: true, configureBuckets: [] });
const handle = s3rver.callback();
const counts = {};
const server = createServer((request, response) => {
  counts[request.method] = (counts[request.method] ?? 0) + 1;
  handle(request, response);
});
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(0, '127.0.0.1', resolve);
});
const endpoint = `http://127.0.0.1:${server.address().port}`;
// s3rver's default credentials; the shops are given the same.
const client = new S3Client({
  endpoint,
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await client.send(new CreateBucketCommand({ Bucket: bucket }));
client.destroy();

process.on('message', (message) => {
  if (message === 'counts') process.send({ counts: { ...counts } });
});
// Never outlive the bench: it stops this server with SIGTERM, and a bench that dies closes the channel.
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
process.send({ endpoint });
