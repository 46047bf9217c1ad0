export const BASE_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 30 * 60_000;

/** Delay before the next foreground retry after `failures` consecutive failures. */
export function nextRetryDelay(failures: number): number {
  if (failures <= 0) return 0;
  const delay = BASE_DELAY_MS * 2 ** (failures - 2);
  return Math.min(delay, MAX_DELAY_MS);
}
