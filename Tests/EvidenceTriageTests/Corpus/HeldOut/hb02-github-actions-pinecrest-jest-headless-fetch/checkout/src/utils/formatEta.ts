/**
 * Formats a delivery ETA for the route list. Partial minutes round up, so a
 * courier is never told "0 min" while a stop is still ahead.
 */
export function formatEta(seconds: number): string {
  if (seconds <= 0) {
    return 'now';
  }
  const totalMinutes = Math.floor(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) {
    return `${Math.max(minutes, 1)} min`;
  }
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
