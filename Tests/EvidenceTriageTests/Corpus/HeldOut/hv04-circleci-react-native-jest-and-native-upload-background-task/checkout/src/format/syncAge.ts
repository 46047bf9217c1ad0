export function formatSyncAge(lastSync: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - lastSync.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ago`;
}
