// The S3 server of the bench's topology run (topology.mjs): the project's test S3 server
// (src/server/test/s3-test-server.ts: s3rver behind an HTTP server of its own on a free port of 127.0.0.1),
// keeping its objects in the folder named first on the command line, with the bucket named second created.
// Runs in a child process so that its work does not share the event loop of autocannon. Sends { endpoint }
// once ready; answers 'counts' with the requests it received per method (PUT and POST are the writes), so
// the bench can show that the cart writes reached it.
import { startS3Server } from '../../src/server/test/s3-test-server.ts';

const [directory, bucket] = process.argv.slice(2);
const s3 = await startS3Server({ directory, buckets: [bucket] });
s3.client.destroy();

process.on('message', (message) => {
  if (message === 'counts') process.send({ counts: { ...s3.requestsByMethod } });
});
// Never outlive the bench: it stops this server with SIGTERM, and a bench that dies closes the channel.
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
process.send({ endpoint: s3.endpoint });
