import { Injectable } from '@angular/core';
import { LocalNotifications } from '@capacitor/local-notifications';

@Injectable({ providedIn: 'root' })
export class RemindersService {
  /** Schedules the "slack water" reminder. (Capacitor 2 prompted for permission inside schedule().) */
  async remindAtSlackWater(at: Date): Promise<void> {
    await LocalNotifications.schedule({
      notifications: [
        { id: Number(at.getTime() % 2_000_000_000), title: 'Slack water', body: 'The tide is turning at Brine Point.', schedule: { at } },
      ],
    });
  }
}
