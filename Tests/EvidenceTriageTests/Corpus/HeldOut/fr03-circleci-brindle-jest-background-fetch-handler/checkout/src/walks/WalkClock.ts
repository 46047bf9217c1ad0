import type { AppStateStatus } from 'react-native';
import BackgroundTimer from 'react-native-background-timer';

export type Tick = (elapsedSeconds: number) => void;

/** Counts walk time; a background ticker keeps counting while the phone is locked. */
export class WalkClock {
  private elapsed = 0;

  onAppStateChange(state: AppStateStatus, onTick: Tick): void {
    let intervalId: number | undefined;
    if (state === 'background') {
      intervalId = BackgroundTimer.setInterval(() => {
        this.elapsed += 1;
        onTick(this.elapsed);
      }, 1000);
    }
    if (state === 'active') {
      // Back in the foreground: the walk screen's own timer takes over.
      BackgroundTimer.clearInterval(intervalId);
    }
  }

  get elapsedSeconds(): number {
    return this.elapsed;
  }
}
