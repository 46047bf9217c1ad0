import { OutboxQueue } from './OutboxQueue';
import { uploadScan } from '../api/scans';

const TICK_MS = 1000;

/**
 * Drains scans captured offline. Started by App on launch and by the
 * react-native-background-fetch event handler when iOS gives us a refresh window.
 */
export class OutboxFlusher {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly queue: OutboxQueue) {}

  start(): void {
    if (this.timer === null) this.scheduleNextTick();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Used by the background-fetch handler: one pass, then finish(taskId). */
  async flushOnce(): Promise<number> {
    let sent = 0;
    for (const scan of await this.queue.peekAll()) {
      await uploadScan(scan);
      await this.queue.remove(scan.id);
      sent++;
    }
    return sent;
  }

  private scheduleNextTick(): void {
    // Poll again in a second, whether or not there was anything to send.
    this.timer = setTimeout(() => {
      void this.tick();
    }, TICK_MS);
  }

  private async tick(): Promise<void> {
    try {
      if (!(await this.queue.isEmpty())) await this.flushOnce();
    } finally {
      this.scheduleNextTick();
    }
  }
}
