export function weekPercent(goal: number, done: number): string {
  if (goal <= 0) return '0%';
  return `${Math.floor((done / goal) * 100)}%`;
}
