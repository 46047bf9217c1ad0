import notifee, { RepeatFrequency, TimestampTrigger, TriggerType } from '@notifee/react-native';

export type Slot = { id: string; hour: number; minute: number; startDate?: Date };

/** Builds the first occurrence of a daily slot and schedules it with notifee. */
export async function scheduleDaily(slot: Slot, now: Date = new Date()): Promise<string> {
  const first = new Date(slot.startDate ?? now);
  first.setHours(slot.hour, slot.minute, 0, 0);
  // NOTE: no roll-over to the next day when the slot's time already passed today,
  // and the start date is handed to a repeating timestamp trigger as-is.
  const trigger: TimestampTrigger = {
    type: TriggerType.TIMESTAMP,
    timestamp: first.getTime(),
    repeatFrequency: RepeatFrequency.DAILY,
  };
  return notifee.createTriggerNotification(
    { id: `slot-${slot.id}`, title: 'Reminder', body: slot.id, ios: { sound: 'default' } },
    trigger,
  );
}
