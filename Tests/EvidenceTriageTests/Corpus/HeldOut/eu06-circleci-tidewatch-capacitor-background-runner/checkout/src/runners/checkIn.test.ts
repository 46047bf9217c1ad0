import { describe, expect, it } from 'vitest';

import { checkIn } from './checkIn';
import { fakeContext } from './testing';

const NOW = Date.UTC(2025, 8, 3, 10, 0, 0);

describe('checkIn', () => {
  it('does nothing when the queue is empty', async () => {
    const ctx = fakeContext({ queue: [] });
    await checkIn(ctx, { now: NOW });
    expect(ctx.http.calls).toHaveLength(0);
  });

  it('uploads queued readings', async () => {
    const ctx = fakeContext({ queue: [{ id: 'r1', cm: 212 }, { id: 'r2', cm: 230 }] });
    await checkIn(ctx, { now: NOW });
    expect(ctx.http.calls[0].body.readings).toHaveLength(2);
  });

  it('clears the queue when everything was accepted', async () => {
    const ctx = fakeContext({ queue: [{ id: 'r1', cm: 212 }], response: { rejected: [] } });
    await checkIn(ctx, { now: NOW });
    expect(ctx.store.queue).toEqual([]);
  });

  it('records the check-in time', async () => {
    const ctx = fakeContext({ queue: [{ id: 'r1', cm: 212 }] });
    await checkIn(ctx, { now: NOW });
    expect(ctx.store.lastCheckIn).toBe(NOW);
  });

  it('keeps readings the server rejected', async () => {
    const ctx = fakeContext({
      queue: [{ id: 'r1', cm: 212 }, { id: 'r2', cm: 230 }, { id: 'r3', cm: 241 }],
      response: { rejected: ['r2', 'r3'] },
    });

    await checkIn(ctx, { now: NOW });

    expect(ctx.store.queue).toHaveLength(2);
  });
});
