import notifee, { TimestampTrigger, TriggerType } from '@notifee/react-native';

import { Plant } from '../plants/types';
import { logger } from '../logger';

export type ReminderTime = { hour: number; minute: number };

/**
 * Schedules the next watering reminder for a plant at the chosen time of day.
 * Returns the timestamp that was scheduled.
 */
export async function scheduleReminder(plant: Plant, time: ReminderTime): Promise<number> {
  const at = new Date();
  at.setHours(time.hour, time.minute, 0, 0);

  // If the time already passed today the reminder belongs to tomorrow.
  if (at.getTime() < Date.now() - 60_000) {
    at.setDate(at.getDay() + 1);
  }

  const trigger: TimestampTrigger = {
    type: TriggerType.TIMESTAMP,
    timestamp: at.getTime(),
  };

  logger.info(`[reminders] scheduling ${plant.id} at ${at.toISOString()}`);
  await notifee.createTriggerNotification(
    {
      id: `water-${plant.id}`,
      title: `Time to water ${plant.name}`,
      body: 'Tap to log it',
      data: { plantId: plant.id },
      ios: { categoryId: 'watering' },
    },
    trigger,
  );
  return at.getTime();
}

/** Label for the plant screen: "Next reminder: today, 18:30". */
export function nextReminderLabel(timestamp: number, now = Date.now()): string {
  const d = new Date(timestamp);
  const today = new Date(now);
  const sameDay = d.toDateString() === today.toDateString();
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `Next reminder: ${sameDay ? 'today' : 'tomorrow'}, ${hh}:${mm}`;
}
