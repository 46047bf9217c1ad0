/** Next watering at 07:00 local time, tomorrow if today's slot has passed. */
export function nextWatering(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(7, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
