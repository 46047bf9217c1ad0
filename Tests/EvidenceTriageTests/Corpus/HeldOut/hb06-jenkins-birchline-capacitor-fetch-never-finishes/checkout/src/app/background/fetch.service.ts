import { Injectable } from '@angular/core';
import BackgroundFetch from 'cordova-plugin-background-fetch';

import { SessionStore } from '../session/session.store';
import { TaskSyncService } from '../tasks/task-sync.service';

@Injectable({ providedIn: 'root' })
export class FetchService {
  constructor(private session: SessionStore, private sync: TaskSyncService) {}

  async init(): Promise<void> {
    const status = await BackgroundFetch.configure(
      { minimumFetchInterval: 15 },
      (taskId) => this.onFetch(taskId),
      (taskId) => this.onTimeout(taskId),
    );
    console.log(`[BackgroundFetch] configure status: ${status}`);
  }

  private async onFetch(taskId: string): Promise<void> {
    console.log(`[BackgroundFetch] event received: ${taskId}`);
    const accountId = this.session.current.account.id;
    const changed = await this.sync.pullAssigned(accountId);
    console.log(`[BackgroundFetch] pulled ${changed} tasks`);
    BackgroundFetch.finish(taskId);
  }

  private onTimeout(taskId: string): void {
    console.warn(`[BackgroundFetch] TIMEOUT: ${taskId}`);
    BackgroundFetch.finish(taskId);
  }
}
