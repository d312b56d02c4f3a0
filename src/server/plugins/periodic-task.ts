import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';

export type PeriodicTask = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * With several instances on one PostgreSQL (app.ts: sharedDatabase): the database whose advisory locks let
     * one instance at a time run each periodic task (the others skip that turn). Never with the embedded
     * database, whose one connection the lock's transaction would hold while the task waits for it.
     */
    periodicTaskLock: Database | undefined;
  }
}

/**
 * Runs `run` while holding the task's transaction-level advisory lock, or skips it when another instance
 * holds it. The lock's transaction only holds the lock: the task's own queries use other connections.
 */
export function runOnOneInstance(db: Database, name: string, run: () => Promise<unknown>): Promise<unknown> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('periodic-task'), hashtext(${name})) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return 'skipped: another instance is running it';
    return run();
  });
}

/**
 * Runs a background task once when the app is ready and then every `intervalMs`, in this process; with
 * several instances on one PostgreSQL, on one of them at a time (periodicTaskLock). A run never overlaps
 * the previous one; a failure is logged and the next run tries again. The timer does not keep the
 * process alive and is stopped when the app closes, after waiting for a run in progress.
 *
 * `runNow` asks for a run at once (new work was just written): during a run, another follows it, so
 * work written while the task was finishing is not left for the next interval.
 */
export function schedulePeriodicTask(app: FastifyInstance, task: PeriodicTask): { runNow: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let ready = false;
  let closed = false;

  const runOnce = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    const lock = app.hasDecorator('periodicTaskLock') ? app.periodicTaskLock : undefined;
    const work = lock ? runOnOneInstance(lock, task.name, task.run) : task.run();
    running = work
      .then(
        (result) => app.log.debug({ task: task.name, result }, 'periodic task done'),
        (error: unknown) => app.log.error({ err: error, task: task.name }, 'periodic task failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          runOnce();
        }
      });
  };

  app.addHook('onReady', async () => {
    ready = true;
    runOnce();
    timer = setInterval(runOnce, task.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    while (running) await running;
  });
  return {
    runNow: () => {
      if (ready) runOnce();
    },
  };
}
