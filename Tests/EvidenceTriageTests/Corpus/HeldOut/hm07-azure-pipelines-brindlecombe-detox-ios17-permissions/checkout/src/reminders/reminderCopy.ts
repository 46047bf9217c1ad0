// Copy for the habit card and the reminder notification body.
// Uses the platform's Intl so 12/24-hour preferences are respected.

export function formatNextReminder(at: Date, locale = 'en-US', timeZone?: string): string {
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);
  return `Next reminder ${time}`;
}

export function reminderBody(habit: string, at: Date, locale = 'en-US', timeZone?: string): string {
  return `${habit} · ${formatNextReminder(at, locale, timeZone).replace('Next reminder ', '')}`;
}
