import notifee, { TimestampTrigger, TriggerType } from '@notifee/react-native';

export async function scheduleReminder(id: string, title: string, at: Date) {
  const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: at.getTime() };
  await notifee.createTriggerNotification({ id, title, body: 'Time to check your tide pool log' }, trigger);
}
