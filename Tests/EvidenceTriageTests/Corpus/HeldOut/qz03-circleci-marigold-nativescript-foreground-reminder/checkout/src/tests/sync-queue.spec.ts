import { SyncQueue } from '../services/sync-queue';
import { FakeNetwork } from './helpers/fake-network';

describe('SyncQueue', () => {
  it('drainsAfterReconnect', async () => {
    const net = new FakeNetwork({ online: false });
    const q = new SyncQueue(net);
    q.enqueue({ habit: 'stretch', day: '2026-08-13' });
    net.goOnline();
    await q.whenIdle();
    expect(net.sent.length).toBe(1);
  });
});
