import notifee, { TimestampTrigger, TriggerType } from '@notifee/react-native';

export async function scheduleDoseReminder(dose: { id: string; label: string; at: number }) {
  const trigger: TimestampTrigger = { type: TriggerType.TIMESTAMP, timestamp: dose.at };
  const id = await notifee.createTriggerNotification(
    {
      id: `dose-${dose.id}`,
      title: dose.label,
      body: 'Time for your dose',
      data: { doseId: dose.id },
      ios: { sound: 'default', interruptionLevel: 'timeSensitive' },
    },
    trigger,
  );
  console.log('[Dosewise] trigger created', id, new Date(dose.at).toISOString());
  return id;
}
