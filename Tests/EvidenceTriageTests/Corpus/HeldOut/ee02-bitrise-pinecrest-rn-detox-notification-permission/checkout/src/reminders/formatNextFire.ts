// Formats the next fire date shown on the reminder detail screen.
// Relies on the engine's default en-US numeric date format.
export function formatNextFire(date: Date): string {
  return new Intl.DateTimeFormat('en-US').format(date);
}
