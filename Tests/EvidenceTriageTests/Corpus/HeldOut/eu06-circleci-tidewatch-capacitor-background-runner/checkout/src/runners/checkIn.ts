import type { RunnerContext, Reading } from './types';

const MAX_ATTEMPTS = 5;

/**
 * The checkIn event of the background runner: upload queued tide-gauge readings.
 * Readings the server rejects stay queued (with an attempt count) for the next run.
 */
export async function checkIn(ctx: RunnerContext, opts: { now: number }): Promise<void> {
  const queue: Reading[] = ctx.store.queue;
  if (queue.length === 0) return;

  const res = await ctx.http.post('/v2/readings', { readings: queue });
  const rejected = new Set<string>(res.rejected ?? []);

  const keep: Reading[] = [];
  for (const r of queue) {
    if (!rejected.has(r.id)) continue;
    const attempts = (r.attempts ?? 0) + 1;
    if (attempts >= MAX_ATTEMPTS) {
      ctx.log(`dropping reading ${r.id} after ${attempts} attempts`);
      continue;
    }
    keep.push({ ...r, attempts });
  }

  ctx.store.queue = [];
  ctx.store.lastCheckIn = opts.now;
}
