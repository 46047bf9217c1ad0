import { Injectable } from '@angular/core';
import { PushNotifications, Token, PushNotificationSchema } from '@capacitor/push-notifications';

@Injectable({ providedIn: 'root' })
export class PushService {
  token?: string;
  received: PushNotificationSchema[] = [];

  async init(): Promise<void> {
    await PushNotifications.addListener('registration', (t: Token) => {
      this.token = t.value;
      (window as any).__e2e = { ...(window as any).__e2e, pushToken: t.value };
    });
    await PushNotifications.addListener('registrationError', (err) => {
      console.error('push registration error', JSON.stringify(err));
      (window as any).__e2e = { ...(window as any).__e2e, pushError: err.error };
    });
    await PushNotifications.addListener('pushNotificationReceived', (n) => {
      // tide-of-the-day pushes refresh the berth list
      this.received.push(n);
      (window as any).__e2e = { ...(window as any).__e2e, pushReceived: this.received.length };
    });

    const perm = await PushNotifications.requestPermissions();
    if (perm.receive === 'granted') {
      await PushNotifications.register();
    }
  }
}
