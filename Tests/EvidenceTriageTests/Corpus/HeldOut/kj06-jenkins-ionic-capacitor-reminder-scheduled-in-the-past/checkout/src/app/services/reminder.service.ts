import { Injectable } from '@angular/core';
import { LocalNotifications } from '@awesome-cordova-plugins/local-notifications/ngx';
import { DiagnosticsLog } from '../plugins/diagnostics-log';

@Injectable({ providedIn: 'root' })
export class ReminderService {
  constructor(private readonly notifications: LocalNotifications) {}

  /** "Remind me now" on the plant card: a one-off watering reminder. */
  async quickReminder(plantName: string): Promise<number> {
    const id = Math.floor(Date.now() / 1000) % 100000;
    const at = new Date();
    await DiagnosticsLog.info({
      category: 'reminders',
      message: `quick reminder id=${id} trigger.at=${at.toISOString()} (now=${new Date().toISOString()})`,
    });
    this.notifications.schedule({
      id,
      title: `Water the ${plantName.toLowerCase()}`,
      text: 'Soil was dry at the last check.',
      trigger: { at },
      foreground: true,
    });
    const ids = await this.notifications.getScheduledIds();
    await DiagnosticsLog.info({ category: 'reminders', message: `scheduled ids: ${JSON.stringify(ids)}` });
    return id;
  }

  /** Daily reminder at the plant's preferred hour. */
  async daily(plantName: string, hour: number): Promise<number> {
    const id = 50000 + hour;
    this.notifications.schedule({
      id,
      title: `Check the ${plantName.toLowerCase()}`,
      trigger: { every: { hour, minute: 0 } },
    });
    return id;
  }
}
