import { BASE_DELAY_MS, MAX_DELAY_MS, nextRetryDelay } from '../backoff';

describe('nextRetryDelay', () => {
  it('is zero before the first failure', () => {
    expect(nextRetryDelay(0)).toBe(0);
  });

  it('waits the base delay after one failure', () => {
    expect(nextRetryDelay(1)).toBe(BASE_DELAY_MS);
  });

  it('doubles the delay after each further failure', () => {
    expect(nextRetryDelay(2)).toBe(2 * BASE_DELAY_MS);
    expect(nextRetryDelay(3)).toBe(4 * BASE_DELAY_MS);
  });

  it('never exceeds the maximum', () => {
    expect(nextRetryDelay(20)).toBe(MAX_DELAY_MS);
  });
});
