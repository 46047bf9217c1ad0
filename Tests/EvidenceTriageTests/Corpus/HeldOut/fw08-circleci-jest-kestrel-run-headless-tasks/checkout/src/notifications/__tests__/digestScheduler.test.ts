import { scheduleMorningDigest } from '../digestScheduler';

describe('digestScheduler', () => {
  it('schedules the morning digest with a timestamp trigger', async () => {
    const notifee = require('@notifee/react-native').default;
    const now = new Date('2026-11-30T21:15:00Z');

    await scheduleMorningDigest(now, '3 runs, 24.6 km');

    expect(notifee.createTriggerNotification).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'morning-digest' }),
      { type: 1, timestamp: Date.parse('2026-12-01T07:30:00Z') },
    );
  });

  it('uses the weekly-digest channel on Android', async () => {
    expect(require('../digestScheduler').DIGEST_CHANNEL).toBe('weekly-digest');
  });
});
