import { Injectable } from '@angular/core';
import { registerPlugin } from '@capacitor/core';

export interface OfflineSyncPlugin {
  flushQueue(): Promise<{ uploaded: number }>;
  pendingCount(): Promise<{ count: number }>;
}

const OfflineSync = registerPlugin<OfflineSyncPlugin>('OfflineSync');

@Injectable({ providedIn: 'root' })
export class OfflineSyncService {
  async flushWhenOnline(): Promise<number> {
    try {
      const { uploaded } = await OfflineSync.flushQueue();
      return uploaded;
    } catch (e) {
      console.error('[sync] flush failed', e);
      throw e;
    }
  }
}
