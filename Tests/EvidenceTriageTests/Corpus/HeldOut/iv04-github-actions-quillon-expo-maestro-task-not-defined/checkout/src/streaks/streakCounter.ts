export interface Entry { writtenAt: string } // ISO 8601 with offset

/** Number of consecutive days, ending today, with at least one entry. */
export function currentStreak(entries: Entry[], now: Date): number {
  const days = new Set(entries.map((e) => e.writtenAt.slice(0, 10))); // UTC date of the string
  let streak = 0;
  const cursor = new Date(now);
  while (days.has(cursor.toISOString().slice(0, 10))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}
