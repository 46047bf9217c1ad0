import { BackgroundTaskResult } from 'expo-background-task';

import { runSyncTrips } from '../syncTripsTask';
import { createTestDb, insertTrip, tripStatuses } from './testDb';

function fakeApi(responses: Record<string, number>) {
  return {
    async putTrip(id: string) {
      const status = responses[id] ?? 201;
      if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { status });
      return { status };
    },
  };
}

describe('syncTrips task', () => {
  beforeEach(async () => {
    await createTestDb();
  });

  it('uploads every pending trip', async () => {
    await insertTrip('t-40', 'pending');
    const result = await runSyncTrips({ api: fakeApi({}) });
    expect(result).toBe(BackgroundTaskResult.Success);
    expect(await tripStatuses()).toEqual({ 't-40': 'uploaded' });
  });

  it('marks trips uploaded only after the server accepts them', async () => {
    await insertTrip('t-41', 'pending');
    await insertTrip('t-42', 'pending');
    const result = await runSyncTrips({ api: fakeApi({ 't-41': 409 }) });
    expect(result).toBe(BackgroundTaskResult.Failed);
    // t-41 was rejected with 409 and must be retried next run.
    expect(await tripStatuses()).toEqual({ 't-41': 'pending', 't-42': 'uploaded' });
  });
});
