import { formatDistance } from '../formatDistance';

describe('formatDistance', () => {
  it('formats short distances in metres', () => {
    expect(formatDistance(240)).toBe('240 m');
  });

  it('formats 1500 m as 1.5 km', () => {
    expect(formatDistance(1500)).toBe('1.5 km');
  });
});
