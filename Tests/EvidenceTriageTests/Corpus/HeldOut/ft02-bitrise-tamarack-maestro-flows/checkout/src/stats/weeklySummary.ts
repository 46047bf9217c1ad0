import { endOfWeek, isWithinInterval, startOfWeek } from 'date-fns';

import type { CheckIn } from '../model';
import type { Settings } from '../settings/settings';

export interface WeeklySummary {
  checkIns: number;
  label: string;
}

/**
 * Totals for the week containing `today`. The week boundaries must follow the
 * user's "Week starts on" setting (Monday by default, see settings.ts).
 */
export function weeklySummary(checkIns: CheckIn[], today: Date, settings: Settings): WeeklySummary {
  const interval = {
    start: startOfWeek(today),
    end: endOfWeek(today),
  };
  const count = checkIns.filter(c => isWithinInterval(c.at, interval)).length;
  return { checkIns: count, label: `${count} check-ins this week` };
}
