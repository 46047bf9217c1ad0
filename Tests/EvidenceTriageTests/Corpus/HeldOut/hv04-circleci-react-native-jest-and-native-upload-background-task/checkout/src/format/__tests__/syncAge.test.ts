import { formatSyncAge } from '../syncAge';

const now = new Date('2026-02-09T08:00:00Z');

describe('formatSyncAge', () => {
  it('says "just now" under a minute', () => {
    expect(formatSyncAge(new Date('2026-02-09T07:59:15Z'), now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatSyncAge(new Date('2026-02-09T07:48:00Z'), now)).toBe('12 min ago');
  });
});
