import { format } from 'date-fns';

export interface ServerReminder {
  id: string;
  title: string;
  /** Shop-local wall time as sent by the ledger API, e.g. "2026-03-14 09:30:00". */
  due: string;
}

/**
 * Turns the API's due string into a Date.
 * NOTE: relies on the JS engine accepting "YYYY-MM-DD HH:mm:ss" (space, no "T").
 */
export function parseDue(due: string): Date {
  const parsed = new Date(due);
  console.log(`[reminders] parsed due "${due}" -> ${String(parsed)}`);
  return parsed;
}

export function formatDueLabel(reminder: ServerReminder): string {
  const date = parseDue(reminder.due);
  if (Number.isNaN(date.getTime())) {
    return 'Due Invalid Date';
  }
  return `Due ${format(date, 'MMM d, h:mm a')}`;
}
