import type { TimestampTrigger } from '@notifee/react-native';

import { nextMorning } from '../time/nextMorning';

export const DIGEST_CHANNEL = 'weekly-digest';

/**
 * Schedules the 07:30 training digest. Notifee is required lazily so the web
 * build (react-native-web) never loads the native module.
 */
export async function scheduleMorningDigest(now: Date, summary: string): Promise<string> {
  const notifee = require('@notifee/react-native').default;
  const trigger: TimestampTrigger = {
    type: 1, // TriggerType.TIMESTAMP
    timestamp: nextMorning(now, 7, 30).getTime(),
  };
  return notifee.createTriggerNotification(
    { id: 'morning-digest', title: 'Your training week', body: summary, android: { channelId: DIGEST_CHANNEL } },
    trigger,
  );
}
