import BackgroundTimer from 'react-native-background-timer';
import { showDefrostDone } from '../notifications/defrostNotifications';
import { timerStore } from './timerStore';

let intervalId: number | null = null;

/**
 * Counts the defrost timer down once per second. BackgroundTimer keeps the
 * interval alive after the app is backgrounded (iOS: UIApplication
 * beginBackgroundTask), and fires the "Defrost done" notification at zero.
 */
export function startDefrostTimer(itemId: string, minutes: number): void {
  stopDefrostTimer();
  timerStore.start(itemId, minutes * 60);
  intervalId = BackgroundTimer.setInterval(() => {
    const remaining = timerStore.tick();
    console.log(`[defrost] ${itemId} remaining=${remaining}s`);
    if (remaining <= 0) {
      stopDefrostTimer();
      timerStore.finish(itemId);
      showDefrostDone(itemId);
    }
  }, 1000);
}

export function stopDefrostTimer(): void {
  if (intervalId !== null) {
    BackgroundTimer.clearInterval(intervalId);
    intervalId = null;
  }
}
