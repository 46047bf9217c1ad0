import { formatDistance } from '../distance';

describe('formatDistance', () => {
  it('formats 12000 metres for the en-US locale', () => {
    expect(formatDistance(12000, 'en-US')).toBe('12,000 m');
  });

  it('formats 12000 metres for the es locale', () => {
    expect(formatDistance(12000, 'es-ES')).toBe('12.000 m');
  });
});
