import type { Bed } from '../beds/types';

/**
 * Numeric id for a bed's watering reminder on a given day. Local
 * notification ids must be 32-bit integers; scheduling a second notification
 * with an existing id replaces the first.
 */
export function reminderId(bed: Bed, day: Date): number {
  const y = day.getFullYear();
  const m = day.getMonth() + 1;
  const d = day.getDate();
  return y * 10000 + m * 100 + d;
}
