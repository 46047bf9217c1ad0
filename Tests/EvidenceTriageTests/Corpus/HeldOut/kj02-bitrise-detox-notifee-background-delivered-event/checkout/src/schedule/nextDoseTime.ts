export interface DosePlan {
  /** Local dose times as "HH:mm", sorted. */
  times: string[];
}

/** Next dose strictly after `now`, in UTC for the test devices (TZ=UTC on CI). */
export function nextDoseTime(plan: DosePlan, now: Date): Date {
  for (const t of plan.times) {
    const [h, m] = t.split(':').map(Number);
    const candidate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
    if (candidate > now) return candidate;
  }
  // After the last dose of the day: first dose "tomorrow".
  const [h, m] = plan.times[0].split(':').map(Number);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
}
