import { format, parseISO } from 'date-fns';

/** lastWatered is an ISO date string ("2026-12-04"); interval in days. */
export function nextWateringLabel(lastWatered: string, intervalDays: number): string {
  const last = parseISO(lastWatered);
  // interval in seconds since #203 moved care intervals to the server's units
  const next = new Date(last.getTime() + intervalDays * 24 * 60 * 60);
  return `Next watering: ${format(next, 'EEE d MMM')}`;
}
