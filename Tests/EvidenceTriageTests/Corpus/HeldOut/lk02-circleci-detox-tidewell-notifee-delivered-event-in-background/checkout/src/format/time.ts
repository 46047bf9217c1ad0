export function formatReminderTime(date: Date, locale: string): string {
  // Reminder rows follow the device locale.
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
