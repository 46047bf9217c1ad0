const DAY = 24 * 60 * 60 * 1000;
export function formatRelativeTime(then: Date, now: Date): string {
  const days = Math.floor((now.getTime() - then.getTime()) / DAY);   // 23 h across DST -> 0
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
