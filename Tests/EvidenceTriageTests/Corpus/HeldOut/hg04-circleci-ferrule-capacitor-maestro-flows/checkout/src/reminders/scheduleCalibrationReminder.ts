import { LocalNotifications } from '@capacitor/local-notifications';
import type { Instrument } from '../instruments/types';

export async function scheduleCalibrationReminder(instrument: Instrument): Promise<void> {
  const due = new Date(instrument.calibrationDueAt);
  due.setHours(9, 0, 0, 0);

  await LocalNotifications.schedule({
    notifications: [
      {
        id: instrument.reminderId,
        title: `${instrument.tag} calibration due`,
        body: `${instrument.model} at ${instrument.siteName} is due for calibration.`,
        schedule: {
          at: due,
          repeats: true,
          allowWhileIdle: true,
        },
        extra: { instrumentId: instrument.id },
      },
    ],
  });
}

export function describeRepeat(schedule: { every?: string; on?: object } | undefined): string {
  if (schedule?.every === 'year' || (schedule?.on && 'month' in schedule.on)) {
    return 'Repeats every year';
  }
  return 'One-off';
}
