export interface Scheduler {
  now(): number;
  scheduleAt(epochMs: number, job: () => void): void;
}

export const SYNC_INTERVAL_MINUTES = 30;

/** Foreground sync loop (while the app is open); background fetch covers the rest. */
export class SyncScheduler {
  constructor(private scheduler: Scheduler, private run: () => Promise<void>) {}

  async runAndReschedule(): Promise<void> {
    await this.run();
    this.scheduler.scheduleAt(this.scheduler.now() + SYNC_INTERVAL_MINUTES * 60, () => this.runAndReschedule());
  }
}
