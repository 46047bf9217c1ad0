import { Injectable } from '@angular/core';
import { Platform } from '@ionic/angular';
import BackgroundFetch from 'cordova-plugin-background-fetch';
import { RotaSyncService } from '../rota/rota-sync.service';

@Injectable({ providedIn: 'root' })
export class BackgroundSyncService {
  constructor(private platform: Platform, private rota: RotaSyncService) {}

  async init() {
    // Only reached once the web view has loaded and Capacitor/Cordova is ready.
    await this.platform.ready();
    BackgroundFetch.configure(
      async (taskId: string) => {
        console.log('[js] BackgroundFetch event received', taskId);
        await this.rota.pullLatest();
        BackgroundFetch.finish(taskId);
      },
      (status: number) => console.log('- BackgroundFetch failed', status),
      { minimumFetchInterval: 15 },
    );
  }
}
