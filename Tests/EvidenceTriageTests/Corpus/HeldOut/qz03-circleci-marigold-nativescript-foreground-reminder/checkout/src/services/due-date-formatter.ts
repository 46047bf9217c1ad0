const DAY = 24 * 60 * 60 * 1000;

export const DueDateFormatter = {
  relative(due: Date, now: Date = new Date()): string {
    const days = Math.round((due.getTime() - now.getTime()) / DAY);
    if (days <= 0) return 'Today';
    return `in ${days} day${days === 1 ? '' : 's'}`;
  },
};
