import { LocalNotifications } from '@nativescript/local-notifications';

export interface Plant {
  id: string;
  name: string;
}

const REMINDER_BASE_ID = 700;

export async function remindIn(plant: Plant, seconds: number): Promise<number> {
  const at = new Date(Date.now() + seconds * 1000);
  return schedule(plant, at);
}

export async function remindTomorrowAt(plant: Plant, hour: number): Promise<number> {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(hour, 0, 0, 0);
  return schedule(plant, at);
}

async function schedule(plant: Plant, at: Date): Promise<number> {
  const granted = await LocalNotifications.hasPermission() || await LocalNotifications.requestPermission();
  if (!granted) {
    throw new Error('notifications not permitted');
  }
  const id = REMINDER_BASE_ID + Number(plant.id);
  // @nativescript/local-notifications builds a UNCalendarNotificationTrigger from `at`.
  const [scheduledId] = await LocalNotifications.schedule([{
    id,
    title: 'Fernway',
    body: `Time to water your ${plant.name}`,
    at,
    forceShowWhenInForeground: true,
  }]);
  console.log(`[reminders] scheduled id=${scheduledId} at ${at.toISOString()}`);
  await logPending();
  return scheduledId;
}

export async function logPending(): Promise<void> {
  const center = UNUserNotificationCenter.currentNotificationCenter();
  center.getPendingNotificationRequestsWithCompletionHandler((requests) => {
    for (let i = 0; i < requests.count; i++) {
      const r = requests.objectAtIndex(i);
      const trigger = r.trigger as UNCalendarNotificationTrigger;
      console.log(`[reminders] pending ${r.identifier} trigger=${trigger} nextTriggerDate=${trigger.nextTriggerDate()}`);
    }
  });
}
