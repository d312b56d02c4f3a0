import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ArtworkFacts } from './artwork-inspection.ts';
import type { PdfWorkerAnswer, PdfWorkerJob } from './pdf-inspection-worker.ts';

/** How long a PDF may take to open and draw, and each worker's JavaScript heap: a hostile file hits these. */
export const PDF_LIMITS = { seconds: 10, heapMb: 256 } as const;

/** The worker beside this file, as .ts when run from source and .js when built. */
const workerUrl = new URL(
  `./pdf-inspection-worker${extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
);

export type PdfInspection =
  | { ok: true; facts: ArtworkFacts }
  | { ok: false; why: 'password' | 'damaged' | 'too-slow' | 'too-large' };

type Failure = Extract<PdfInspection, { ok: false }>['why'];
type Job = PdfWorkerJob & { seconds: number; done: (answer: PdfWorkerAnswer | Failure) => void };

/**
 * A few long-lived worker threads (pdf.js loads once per thread), each opening one PDF at a time. A job
 * that runs past PDF_LIMITS.seconds ends its thread (and fails as too slow); a thread that runs out of
 * memory or crashes fails its job; either way a fresh thread takes the next job. Threads that have nothing
 * to do do not keep the process alive.
 */
function createPdfPool(size: number) {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  let threads = 0;
  let nextId = 1;

  function run(worker: Worker, job: Job) {
    let finished = false;
    const onMessage = (message: { id: number; answer: PdfWorkerAnswer }) => {
      if (message.id === job.id) finish(message.answer, true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'damaged', false);
    const onExit = () => finish('damaged', false);
    const finish = (result: PdfWorkerAnswer | Failure, keep: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // Only this job's listeners: the Worker keeps its own (removeAllListeners would stop its messages).
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.done(result);
      if (keep) {
        idle.push(worker);
        worker.unref();
      } else {
        threads -= 1;
        void worker.terminate();
      }
      pump();
    };
    const timer = setTimeout(() => finish('too-slow', false), job.seconds * 1000);
    worker.ref();
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const message: PdfWorkerJob = {
      id: job.id,
      bytes: job.bytes,
      thumbnailPx: job.thumbnailPx,
      pages: job.pages,
    };
    worker.postMessage(message);
  }

  function pump() {
    while (queue.length > 0) {
      let worker = idle.pop();
      if (!worker && threads < size) {
        threads += 1;
        worker = new Worker(workerUrl, {
          resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
        });
      }
      if (!worker) return;
      run(worker, queue.shift()!);
    }
  }

  return {
    inspect(
      bytes: Uint8Array,
      thumbnailPx: number,
      seconds: number,
      pages?: PdfWorkerJob['pages'],
    ): Promise<PdfWorkerAnswer | Failure> {
      return new Promise((done) => {
        queue.push({ id: nextId++, bytes, thumbnailPx, seconds, pages, done });
        pump();
      });
    },
  };
}

const pool = createPdfPool(Math.max(1, Math.min(2, availableParallelism())));

/**
 * Opens a PDF in a worker thread bounded in time and memory: its page count, first page size and a WebP
 * thumbnail, or why it could not be opened.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  thumbnailPx: number,
  /** The time limit (tests shorten it); PDF_LIMITS.seconds by default. */
  seconds: number = PDF_LIMITS.seconds,
): Promise<PdfInspection> {
  const answer = await pool.inspect(bytes, thumbnailPx, seconds);
  if (typeof answer === 'string') return { ok: false, why: answer };
  if (!answer.ok) return { ok: false, why: answer.reason };
  return {
    ok: true,
    facts: {
      pageCount: answer.pageCount,
      pageWidthPt: Math.round(answer.widthPt * 100) / 100,
      pageHeightPt: Math.round(answer.heightPt * 100) / 100,
      thumbnail: Buffer.from(answer.thumbnailWebp).toString('base64'),
    },
  };
}

export type PdfPages =
  | { ok: true; pages: Buffer[]; pageCount: number }
  | Extract<PdfInspection, { ok: false }>;

/**
 * Draws a PDF's first `count` pages for viewing (a proof), `px` on the longer side, as WebP, in the same
 * bounded threads; or why it could not be opened.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  pages: { count: number; px: number },
  seconds: number = PDF_LIMITS.seconds * 2,
): Promise<PdfPages> {
  const answer = await pool.inspect(bytes, 1, seconds, pages);
  if (typeof answer === 'string') return { ok: false, why: answer };
  if (!answer.ok) return { ok: false, why: answer.reason };
  return { ok: true, pages: answer.pageWebps.map((webp) => Buffer.from(webp)), pageCount: answer.pageCount };
}
