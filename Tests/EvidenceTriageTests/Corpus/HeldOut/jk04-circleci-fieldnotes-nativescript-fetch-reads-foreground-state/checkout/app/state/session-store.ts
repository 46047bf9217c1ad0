import { ApplicationSettings } from '@nativescript/core';

export interface Session { userId: string; token: string }

/** In-memory session, populated when the UI restores or completes a login. */
class SessionStore {
  current: Session | undefined;

  restoreFromSettings(): void {
    const raw = ApplicationSettings.getString('session');
    this.current = raw ? JSON.parse(raw) : undefined;
  }
}

export const sessionStore = new SessionStore();
