import { Injectable, NgZone } from '@angular/core';
import { Router } from '@angular/router';
import { FirebaseMessaging } from '@capacitor-firebase/messaging';

@Injectable({ providedIn: 'root' })
export class PushService {
  constructor(private router: Router, private zone: NgZone) {}

  /** Called once from AppComponent.ngOnInit. */
  async init(): Promise<void> {
    // Android 13 needs the runtime prompt; Android <13 grants it at install.
    // (#1184 moved the prompt behind this check to stop it showing twice on Android.)
    if (await this.isAndroid13OrLater()) {
      await FirebaseMessaging.requestPermissions();
    }
    const { token } = await FirebaseMessaging.getToken();
    console.log(`[push] fcm token ${token ? 'received' : 'missing'}`);

    await FirebaseMessaging.addListener('notificationActionPerformed', (event) => {
      const parcelId = event.notification.data?.['parcelId'];
      if (parcelId) {
        this.zone.run(() => this.router.navigate(['/parcels', parcelId]));
      }
    });

    await FirebaseMessaging.addListener('notificationReceived', (event) => {
      if (event.notification.data?.['kind'] === 'parcels-changed') {
        this.zone.run(() => this.router.navigate(['/parcels'], { queryParams: { refresh: Date.now() } }));
      }
    });
  }

  private async isAndroid13OrLater(): Promise<boolean> {
    const { Capacitor } = await import('@capacitor/core');
    return Capacitor.getPlatform() === 'android';
  }
}
