export interface Shift { start: string; end: string } // "HH:mm", site local time

/** Minutes of the shift that fall on the shift's start day. */
export function minutesOnStartDay(shift: Shift): number {
  const [sh, sm] = shift.start.split(':').map(Number);
  const [eh, em] = shift.end.split(':').map(Number);
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  // Night shifts roll over midnight.
  return end > start ? end - start : 24 * 60 - start;
}

export function endsNextDay(shift: Shift): boolean {
  return shift.end <= shift.start;
}
