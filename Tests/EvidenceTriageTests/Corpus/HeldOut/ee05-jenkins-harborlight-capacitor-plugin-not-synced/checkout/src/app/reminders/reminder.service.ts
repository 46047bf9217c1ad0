import { Injectable } from '@angular/core';
import { LocalNotifications } from '@capacitor/local-notifications';
import { ToastService } from '../ui/toast.service';
import { nextReminder } from '../../reminders/nextReminder';

@Injectable({ providedIn: 'root' })
export class ReminderService {
  constructor(private toast: ToastService) {}

  async scheduleDaily(hourUtc: number, label: string) {
    try {
      await LocalNotifications.requestPermissions();
      const at = nextReminder(new Date(), hourUtc);
      await LocalNotifications.schedule({
        notifications: [{ id: 9001, title: 'Harborlight', body: label, schedule: { at, every: 'day', allowWhileIdle: true } }],
      });
      this.toast.info(`Reminder set for ${String(hourUtc + 1).padStart(2, '0')}:00`);
    } catch (e: any) {
      // surfaced in the UI as identifier "toast-error"
      this.toast.error(e?.message ?? String(e));
      throw e;
    }
  }
}
