import { SyncScheduler } from '../../background/sync-scheduler';
import { FakeScheduler } from '../fakes/fake-scheduler';

describe('SyncScheduler', () => {
  it('reschedules the next sync 30 minutes after completion', async () => {
    const clock = new FakeScheduler(1_700_000_000_000);
    const sync = new SyncScheduler(clock, async () => undefined);
    await sync.runAndReschedule();
    expect(clock.scheduled[0].at - clock.now()).toBe(30 * 60 * 1000);
  });
});
