import BackgroundTimer from 'react-native-background-timer';
import { runSync } from './runSync';
import { tickStore } from './tickStore';

let started = false;

export function startSyncCountdown(intervalSeconds: number): void {
  if (started) return;
  started = true;
  let remaining = intervalSeconds;
  BackgroundTimer.runBackgroundTimer(() => {
    tickStore.increment();
    remaining -= 1;
    if (remaining <= 0) {
      remaining = intervalSeconds;
      runSync().catch(() => undefined);
    }
  }, 1000);
}

export function stopSyncCountdown(): void {
  BackgroundTimer.stopBackgroundTimer();
  started = false;
}
