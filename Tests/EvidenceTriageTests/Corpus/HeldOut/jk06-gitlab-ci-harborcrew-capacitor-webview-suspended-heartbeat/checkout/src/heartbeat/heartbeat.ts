import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { postHeartbeat } from '../api/presence';

const INTERVAL_MS = 10_000;
let count = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Crew presence ping every 10 s while on shift. WKWebView keeps running JS for a
 * while after the app is backgrounded, so this also covers short app switches.
 */
export function startHeartbeat(): void {
  if (timer) return;
  timer = setInterval(async () => {
    count += 1;
    console.log(`heartbeat ${count} (${Capacitor.getPlatform()})`);
    (window as any).__harborcrewHeartbeats = count;
    await postHeartbeat(count);
  }, INTERVAL_MS);
  App.addListener('appStateChange', ({ isActive }) => console.log(`appStateChange isActive=${isActive}`));
}
