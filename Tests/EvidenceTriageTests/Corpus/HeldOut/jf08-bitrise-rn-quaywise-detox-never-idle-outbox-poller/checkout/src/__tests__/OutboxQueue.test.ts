import AsyncStorage from '@react-native-async-storage/async-storage';

import { OutboxQueue } from '../sync/OutboxQueue';

describe('OutboxQueue', () => {
  beforeEach(() => AsyncStorage.clear());

  it('keeps scans in order', async () => {
    const q = new OutboxQueue();
    await q.add({ id: 'a', parcelId: 'QW-1', scannedAt: '2024-02-06T08:00:00Z', berth: 'B4' });
    await q.add({ id: 'b', parcelId: 'QW-2', scannedAt: '2024-02-06T08:00:05Z', berth: 'B4' });
    expect((await q.peekAll()).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('drops a duplicate scan of the same parcel', async () => {
    const q = new OutboxQueue();
    await q.add({ id: 'a', parcelId: 'QW-7', scannedAt: '2024-02-06T08:00:00Z', berth: 'B4' });
    await q.add({ id: 'b', parcelId: 'QW-7', scannedAt: '2024-02-06T08:00:20Z', berth: 'B4' });
    expect(await q.peekAll()).toHaveLength(1);
  });
});
