const DAY = 24 * 60 * 60 * 1000;

/** "just now", "3 h ago", "yesterday", "N days ago" */
export function formatPublishedAt(published: Date, now: Date): string {
  const elapsed = now.getTime() - published.getTime();
  if (elapsed < 60 * 1000) return 'just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / 3_600_000)} h ago`;
  const days = Math.ceil(elapsed / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
