const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatEdited(editedAt: number, now: number): string {
  const elapsed = Math.max(0, now - editedAt);
  if (elapsed < MINUTE) {
    return 'Edited just now';
  }
  if (elapsed <= HOUR) {
    return `Edited ${Math.round(elapsed / MINUTE)} min ago`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `Edited ${hours} hr ago`;
  }
  return `Edited ${Math.floor(elapsed / DAY)} d ago`;
}
