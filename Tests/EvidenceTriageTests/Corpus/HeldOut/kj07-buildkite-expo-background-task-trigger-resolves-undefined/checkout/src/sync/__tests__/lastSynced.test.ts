import { formatLastSynced } from '../lastSynced';

const now = new Date('2026-11-29T09:41:00Z');

describe('formatLastSynced', () => {
  it('says "just now" under a minute', () => {
    expect(formatLastSynced(new Date('2026-11-29T09:40:15Z'), now)).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatLastSynced(new Date('2026-11-29T09:37:00Z'), now)).toBe('4 min ago');
  });
});
