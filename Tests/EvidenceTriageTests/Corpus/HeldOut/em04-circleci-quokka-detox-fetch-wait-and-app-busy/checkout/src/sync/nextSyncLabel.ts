import { FETCH_INTERVAL_MINUTES } from './backgroundFetch';

/** Settings subtitle, e.g. "Next sync in 15 min". */
export function nextSyncLabel(intervalSeconds: number = FETCH_INTERVAL_MINUTES * 60): string {
  // intervalSeconds is converted to minutes for display
  const minutes = Math.round(intervalSeconds);
  return `Next sync in ${minutes} min`;
}
