import { AppState, AppStateStatus } from 'react-native';

import { InboxRepository } from '../inbox/InboxRepository';
import { SessionStore } from '../session/SessionStore';

export const POLL_MS = process.env.E2E === '1' ? 1_000 : 60_000; // E2E builds poll every second

/**
 * Keeps the inbox fresh while the user is signed in. Uses react-native-background-timer
 * so the interval keeps ticking for the ~30 s iOS grants after the app is backgrounded.
 */
export class SyncService {
  private timerId: number | null = null;
  private appStateSub: { remove(): void } | null = null;

  constructor(
    private readonly session: SessionStore,
    private readonly inbox: InboxRepository,
  ) {}

  get isPolling(): boolean {
    return this.timerId !== null;
  }

  async start(): Promise<void> {
    if (!this.session.isSignedIn) return;
    // Loaded lazily so the web build never pulls the native module in.
    const BackgroundTimer = require('react-native-background-timer').default;
    this.timerId = BackgroundTimer.setInterval(() => this.tick(), POLL_MS);
    this.appStateSub = AppState.addEventListener('change', this.onAppState);
  }

  stop(): void {
    if (this.timerId === null) return;
    const BackgroundTimer = require('react-native-background-timer').default;
    BackgroundTimer.clearInterval(this.timerId);
    this.timerId = null;
    this.appStateSub?.remove();
  }

  private onAppState = (state: AppStateStatus) => {
    if (state === 'active') void this.tick();
  };

  private async tick(): Promise<void> {
    await this.inbox.refresh();
  }
}
