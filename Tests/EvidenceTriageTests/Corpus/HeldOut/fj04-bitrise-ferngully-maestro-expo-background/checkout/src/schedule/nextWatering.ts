import { format } from 'date-fns';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Cadence = 'daily' | 'every-3-days' | 'weekly' | 'fortnightly';

const CADENCE_DAYS: Record<Cadence, number> = {
  daily: 1,
  'every-3-days': 3,
  weekly: 7,
  fortnightly: 14,
};

/** When the plant should next be watered, counted from `from` (usually now). */
export function nextWatering(from: Date, cadence: Cadence): Date {
  return new Date(from.getTime() + CADENCE_DAYS[cadence] * DAY_MS);
}

/** "Next watering: Sun 8 Nov" */
export function nextWateringLabel(from: Date, cadence: Cadence): string {
  return `Next watering: ${format(nextWatering(from, cadence), 'EEE d MMM')}`;
}
