import { AppState } from 'react-native';
import { fetchDelta } from '../api/delta';
import { threadStore } from '../store/threads';

/**
 * Keeps the inbox fresh while the app is open.
 *
 * The server answers `pending: true` while a delta is still being assembled; we
 * re-check quickly until it settles, then fall back to the regular interval.
 */
const FAST_RECHECK_MS = 50;
const IDLE_INTERVAL_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let stopped = true;

async function tick() {
  if (stopped) return;
  try {
    const delta = await fetchDelta(threadStore.cursor);
    console.log(`[SyncPoller] cursor=${delta.cursor} items=${delta.items.length} pending=${delta.pending}`);
    if (delta.items.length > 0) {
      threadStore.apply(delta.items, delta.cursor);
    }
    // BUG(#1412 follow-up): `pending` stays true when the mock/staging server has
    // nothing new, so we keep re-arming the 50 ms timer forever.
    schedule(delta.pending ? FAST_RECHECK_MS : IDLE_INTERVAL_MS);
  } catch (e) {
    schedule(IDLE_INTERVAL_MS);
  }
}

function schedule(ms: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(tick, ms);
}

export function startSyncPoller() {
  stopped = false;
  schedule(0);
  AppState.addEventListener('change', (state) => {
    if (state === 'active') schedule(0);
    else if (timer) clearTimeout(timer);
  });
}

export function stopSyncPoller() {
  stopped = true;
  if (timer) clearTimeout(timer);
}
