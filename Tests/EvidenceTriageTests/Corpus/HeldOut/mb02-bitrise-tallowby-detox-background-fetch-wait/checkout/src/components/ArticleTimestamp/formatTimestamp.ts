// Story timestamps are shown in the reader's local zone. Same-day stories get
// the time and the zone abbreviation; anything else only the date.
export function formatTimestamp(ts: number, opts: { now: number }): string {
  const diff = opts.now - ts;
  if (diff < 60 * 60_000) return `${Math.round(diff / 60_000)} minutes ago`;
  const d = new Date(ts);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const sameDay = new Date(opts.now).toDateString() === d.toDateString();
  if (!sameDay) return date;
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  return `${date}, ${time}`;
}
