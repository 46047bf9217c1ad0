/**
 * The wallet asks iOS for two BGProcessingTask windows a day:
 *  - the overnight sync at ~03:00 local (Wi-Fi + power, see AppDelegate.mm),
 *  - a 14:00 "re-arm" task that only resubmits both requests.
 * The values become `earliestBeginDate` on the native side.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const SYNC_HOUR = 3;
export const REARM_HOUR = 14;

function startOfLocalDay(now: Date): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export function nextSyncDates(now: Date): { sync: Date; rearm: Date } {
  const midnight = startOfLocalDay(now);
  let sync = midnight + SYNC_HOUR * HOUR_MS;
  if (sync <= now.getTime()) {
    sync += DAY_MS;
  }
  let rearm = midnight + REARM_HOUR * HOUR_MS;
  if (rearm <= now.getTime()) {
    rearm += DAY_MS;
  }
  return { sync: new Date(sync), rearm: new Date(rearm) };
}
