import { formatPublishedAt } from '../publishedAt';

describe('formatPublishedAt', () => {
  it('says just now inside a minute', () => {
    const now = new Date('2026-06-02T10:00:30+02:00');
    expect(formatPublishedAt(new Date('2026-06-02T10:00:00+02:00'), now)).toBe('just now');
  });

  it('counts hours on the same day', () => {
    const now = new Date('2026-06-02T10:00:00+02:00');
    expect(formatPublishedAt(new Date('2026-06-02T07:10:00+02:00'), now)).toBe('2 h ago');
  });

  it('says yesterday across the spring-forward gap', () => {
    // Europe/Berlin jumps from 02:00 to 03:00 on 2026-03-29
    const published = new Date('2026-03-28T21:15:00+01:00');
    const now = new Date('2026-03-29T22:40:00+02:00');
    expect(formatPublishedAt(published, now)).toBe('yesterday');
  });
});
