import * as BackgroundTask from 'expo-background-task';

import * as store from '../../tickets/ticketStore';
import { syncRepairTickets } from '../syncRepairTickets';

jest.mock('../../tickets/ticketStore');

const update = (id: string) => ({ id, status: 'ready', changedAt: '2025-06-12T17:02:00Z' });

describe('syncRepairTickets', () => {
  afterEach(() => jest.useRealTimers());

  it('marks tickets synced after a successful upload', async () => {
    jest.mocked(store.pendingTicketUpdates).mockResolvedValue([update('T-87')]);
    const ok = jest.fn(async () => ({ ok: true, status: 200 }) as Response);

    const result = await syncRepairTickets(ok as unknown as typeof fetch);

    expect(result).toBe(BackgroundTask.BackgroundTaskResult.Success);
    expect(store.markSynced).toHaveBeenCalledWith(['T-87']);
  });

  it('gives up on a stalled upload within the background time budget', async () => {
    jest.useFakeTimers();
    jest.mocked(store.pendingTicketUpdates).mockResolvedValue([update('T-88')]);
    const stalled = jest.fn(() => new Promise<Response>(() => {}));

    const result = syncRepairTickets(stalled as unknown as typeof fetch);
    await jest.advanceTimersByTimeAsync(25_000);

    await expect(result).resolves.toBe(BackgroundTask.BackgroundTaskResult.Failed);
  });
});
