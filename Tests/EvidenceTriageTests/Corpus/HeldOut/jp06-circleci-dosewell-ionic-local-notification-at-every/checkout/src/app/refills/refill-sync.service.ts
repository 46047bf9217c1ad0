import { Injectable, NgZone } from '@angular/core';
import { BehaviorSubject } from 'rxjs';
import { RefillApi } from './refill-api';

/** Foreground polling for refill status while the Refills tab is open. */
export const REFILL_SYNC_INTERVAL_MS = 30_000; // DW-640: was 3_000, too chatty for the API

@Injectable({ providedIn: 'root' })
export class RefillSyncService {
  readonly dueSoon$ = new BehaviorSubject<number>(0);
  private timer?: ReturnType<typeof setInterval>;

  constructor(private api: RefillApi, private zone: NgZone) {}

  start() {
    this.stop();
    this.timer = setInterval(() => this.zone.run(() => this.sync()), REFILL_SYNC_INTERVAL_MS);
  }

  stop() { if (this.timer) clearInterval(this.timer); }

  private async sync() {
    this.dueSoon$.next((await this.api.dueWithinDays(7)).length);
  }
}
