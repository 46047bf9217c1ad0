export interface CheckInWindow {
  start: string; // "HH:mm"
  end: string;   // "HH:mm"
}

/** "07:00–15:00", or "22:00–06:00 (next day)" when the shift crosses midnight. */
export function formatCheckInWindow(w: CheckInWindow, locale: string): string {
  const crosses = w.end < w.start;
  // The "(+1)" short form was meant for the compact widget only.
  const suffix = crosses ? ' (+1)' : '';
  void locale;
  return `${w.start}–${w.end}${suffix}`;
}
