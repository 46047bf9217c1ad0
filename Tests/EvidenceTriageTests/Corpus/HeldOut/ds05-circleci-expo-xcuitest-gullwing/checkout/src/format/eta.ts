/** "in 4 min" style ETA. Rounds partial minutes up: 3 min 10 s is "in 4 min". */
export function formatEta(seconds: number): string {
  if (seconds <= 0) return 'now';
  const minutes = Math.round(seconds / 60);
  return `in ${minutes} min`;
}
