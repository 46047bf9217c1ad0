import notifee, { TimestampTrigger, TriggerType } from '@notifee/react-native';

export async function scheduleDoseReminder(id: string, title: string, at: Date): Promise<string> {
  const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: at.getTime() };
  console.log(`[reminders] createTriggerNotification id=${id} at ${at.toISOString()}`);
  return notifee.createTriggerNotification(
    { id, title, body: 'Time for your dose', ios: { sound: 'default' } },
    trigger,
  );
}
