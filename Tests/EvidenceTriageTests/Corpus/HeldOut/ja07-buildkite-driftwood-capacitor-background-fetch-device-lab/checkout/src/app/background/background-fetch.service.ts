import { Injectable } from '@angular/core';
import BackgroundFetch from 'cordova-plugin-background-fetch';
import { SyncService } from '../sync/sync.service';

@Injectable({ providedIn: 'root' })
export class BackgroundFetchService {
  constructor(private sync: SyncService) {}

  /** Called once from AppComponent after platform.ready(). */
  init(): void {
    const onFetch = async (taskId: string) => {
      console.log('[fetch] event', taskId);
      await this.sync.pullHarbourReports();
      await this.sync.stampLastSync();
      BackgroundFetch.finish(taskId);
    };
    const onFailure = (status: unknown) => {
      console.log('[fetch] BackgroundFetch failed:', status);
    };

    // cordova-plugin-background-fetch upgraded 6.1.1 -> 7.1.0 in PR #143 (package.json only).
    BackgroundFetch.configure(onFetch, onFailure, {
      minimumFetchInterval: 15,
      stopOnTerminate: false,
    });
  }
}
