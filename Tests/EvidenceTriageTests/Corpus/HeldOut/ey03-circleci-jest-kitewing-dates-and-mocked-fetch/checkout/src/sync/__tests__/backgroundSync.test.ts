import { startBackgroundSync } from '../backgroundSync';
import { Outbox } from '../outbox';
import { memoryStore } from '../../../jest/memoryStore';

describe('backgroundSync', () => {
  it('schedules the refresh task on start', () => {
    const { NativeModules } = require('react-native');
    const stop = startBackgroundSync(new Outbox(memoryStore()));
    expect(NativeModules.KWBackgroundSync.schedule).toHaveBeenCalledWith({
      minimumIntervalMinutes: 15,
    });
    stop();
  });

  it('flushes the outbox when the background fetch event fires', async () => {
    const outbox = new Outbox(memoryStore());
    await outbox.enqueue({ kind: 'session', id: 's-77' });
    const flushed = new Promise<void>((resolve) => outbox.onFlushed(resolve));

    const stop = startBackgroundSync(outbox);
    await flushed;

    expect(await outbox.pending()).toHaveLength(0);
    stop();
  });
});
