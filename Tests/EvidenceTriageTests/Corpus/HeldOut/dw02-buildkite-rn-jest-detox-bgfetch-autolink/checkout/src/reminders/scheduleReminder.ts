import notifee, { TimestampTrigger, TriggerType, EventType } from '@notifee/react-native';
import { setLastDelivered } from './lastDelivered';

export async function remindIn(ms: number, title: string, body: string) {
  const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: Date.now() + ms };
  await notifee.createTriggerNotification({ id: `tide-${Date.now()}`, title, body }, trigger);
}

notifee.onForegroundEvent(({ type, detail }) => {
  if (type === EventType.DELIVERED && detail.notification) {
    setLastDelivered(detail.notification.title ?? '', detail.notification.body ?? '');
  }
});
