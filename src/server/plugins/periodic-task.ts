import type { FastifyInstance } from 'fastify';

export type PeriodicTask = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
};

/**
 * Runs a background task once when the app is ready and then every `intervalMs`, in this process
 * (each app instance runs its own; the tasks here are safe to run concurrently). A run never overlaps
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
    running = task
      .run()
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
