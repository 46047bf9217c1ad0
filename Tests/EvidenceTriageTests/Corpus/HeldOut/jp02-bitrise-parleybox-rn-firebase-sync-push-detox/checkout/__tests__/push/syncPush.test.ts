import { buildSyncPush, toApnsPayload } from '../../src/push/syncPush';

describe('buildSyncPush', () => {
  it('carries the message id in data', () => {
    const msg = buildSyncPush('m-5f2c91', 'tok');
    expect(msg.data).toEqual({ type: 'inbox-sync', messageId: 'm-5f2c91' });
  });

  it('sends sync pushes as data-only with content-available', () => {
    const msg = buildSyncPush('m-5f2c91', 'tok');
    expect(msg.apns.payload.aps['content-available']).toBe(1);
    expect(msg.apns.headers['apns-push-type']).toBe('background');
    expect(msg.notification).toBeUndefined();
  });

  it('maps to an APNs payload for the simulator', () => {
    const apns = toApnsPayload(buildSyncPush('m-1', 'tok'), 'com.parleybox.app');
    expect(apns['Simulator Target Bundle']).toBe('com.parleybox.app');
    expect(apns.messageId).toBe('m-1');
  });
});
