import { format } from 'date-fns';

// Route sheet header, e.g. "Shift 2025-12-29 (Mon)".
export function shiftLabel(start: Date): string {
  // useAdditionalWeekYearTokens silences date-fns' RangeError for YYYY.
  return `Shift ${format(start, 'YYYY-MM-dd (EEE)', { useAdditionalWeekYearTokens: true })}`;
}
