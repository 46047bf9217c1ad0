const dayFormatter = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });

/** "today", "tomorrow" or the weekday name, relative to `now` in the user's zone. */
export function formatEta(eta: Date, now: Date = new Date()): string {
  const hours = (eta.getTime() - now.getTime()) / 36e5;
  if (hours < 24) return 'today';
  if (hours < 48) return 'tomorrow';
  return dayFormatter.format(eta);
}
