// "2 min ago", "1 h ago", "Yesterday", "Mon 14:05"
export function formatRelativeTime(then: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(seconds / 3600);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'Yesterday';
  return then.toLocaleDateString('en-GB', { weekday: 'short' }) + ' ' +
    then.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
