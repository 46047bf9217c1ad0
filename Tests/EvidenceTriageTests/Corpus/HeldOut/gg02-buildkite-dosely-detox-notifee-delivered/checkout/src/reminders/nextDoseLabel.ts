const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** "Next dose: Tue 8:00 AM", in the device's local time zone. */
export function nextDoseLabel(next: Date | null, now: Date = new Date()): string | null {
  if (!next) return null;
  const days = Math.round((startOfDay(next) - startOfDay(now)) / 86_400_000);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : weekday.format(next);
  return `Next dose: ${day} ${time.format(next)}`;
}
