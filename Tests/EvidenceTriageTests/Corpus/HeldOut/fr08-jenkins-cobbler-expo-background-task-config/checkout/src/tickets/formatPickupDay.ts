/** "Thu, Jun 12" for the counter's pickup slip. */
export function formatPickupDay(readyAt: Date): string {
  const [y, m, d] = readyAt.toISOString().slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
