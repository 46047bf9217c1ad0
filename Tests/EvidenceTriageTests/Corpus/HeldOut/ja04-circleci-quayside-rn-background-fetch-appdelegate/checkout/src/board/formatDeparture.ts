/** "14:05" on the departure board; timetables are published in harbour time. */
export function formatDeparture(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
