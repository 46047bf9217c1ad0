import { differenceInMinutes, format, isSameDay } from 'date-fns';

/**
 * Caption under the shelf header: "Synced just now", "Synced 5 minutes ago",
 * "Synced at 09:55", "Synced overnight at 03:12".
 */
export function formatSyncTime(lastSyncAt: Date, now: Date, overnight: boolean): string {
  if (overnight) {
    return `Synced overnight at ${format(lastSyncAt, 'HH:mm')}`;
  }
  const minutes = differenceInMinutes(now, lastSyncAt);
  if (minutes < 1) {
    return 'Synced just now';
  }
  // Relative wording only for the first few minutes; after that show the clock time.
  if (minutes < 5 && isSameDay(now, lastSyncAt)) {
    return `Synced ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  return `Synced at ${format(lastSyncAt, 'HH:mm')}`;
}
