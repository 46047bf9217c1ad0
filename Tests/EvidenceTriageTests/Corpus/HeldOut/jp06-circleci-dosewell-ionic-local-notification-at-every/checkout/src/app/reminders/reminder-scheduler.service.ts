import { Injectable } from '@angular/core';
import { LocalNotifications } from '@awesome-cordova-plugins/local-notifications/ngx';

export const TEST_REMINDER_ID = 900;

@Injectable({ providedIn: 'root' })
export class ReminderSchedulerService {
  private fired = 0;

  constructor(private ln: LocalNotifications) {
    this.ln.on('trigger').subscribe(n => {
      this.fired++;
      console.log(`[reminders] trigger id=${n.id} count=${this.fired}`);
    });
  }

  get firedCount() { return this.fired; }

  /** Daily dose reminder: first at the chosen time, then every day. */
  scheduleDose(id: number, firstAt: Date, medication: string) {
    return this.ln.schedule({
      id,
      title: 'Time for your dose',
      text: medication,
      at: firstAt,        // DW-611: first occurrence at the user's chosen time...
      every: 'day',       // ...then repeat daily
      foreground: true,
    } as any);
  }

  /** QA/CI helper: same shape as scheduleDose but repeating every minute. */
  scheduleTestReminder(inSeconds = 10) {
    const at = new Date(Date.now() + inSeconds * 1000);
    console.log(`[reminders] scheduled test reminder id=${TEST_REMINDER_ID} at=${at.toISOString()} every=minute`);
    return this.ln.schedule({
      id: TEST_REMINDER_ID,
      title: 'Dosewell test reminder',
      text: 'CI',
      at,
      every: 'minute',
      foreground: true,
    } as any);
  }
}
