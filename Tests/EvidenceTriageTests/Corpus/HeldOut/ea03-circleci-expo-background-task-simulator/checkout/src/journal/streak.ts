import type { Entry } from './types';

/** Day key used by the calendar and the streak counter. */
export function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Consecutive days, ending today (device-local), with at least one entry. */
export function currentStreak(entries: Entry[], now: Date = new Date()): number {
  const days = new Set(entries.map((e) => dayKey(new Date(e.createdAt))));
  let streak = 0;
  const cursor = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  while (days.has(localKey(cursor))) {
    streak += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return streak;
}

function localKey(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}
