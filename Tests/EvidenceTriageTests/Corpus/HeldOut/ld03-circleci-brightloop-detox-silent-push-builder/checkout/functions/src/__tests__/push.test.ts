import { buildSilentPush } from '../push';

describe('buildSilentPush', () => {
  it('targets the device token', () => {
    expect(buildSilentPush('tok', 'inbox-7').token).toBe('tok');
  });

  it('sets content-available for iOS background delivery', () => {
    const msg = buildSilentPush('tok', 'inbox-7') as any;
    expect(msg.apns.payload.aps.contentAvailable).toBe(true);
  });
});
