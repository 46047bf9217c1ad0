import { formatPace } from '../formatPace';

describe('formatPace', () => {
  it('formats whole minutes', () => {
    expect(formatPace(360)).toBe('6:00 /km');
  });

  it('pads seconds under ten', () => {
    expect(formatPace(367)).toBe('6:07 /km');
  });

  it('returns a dash when not moving', () => {
    expect(formatPace(Infinity)).toBe('– /km');
  });

  it('formats paces slower than 10 min/km', () => {
    expect(formatPace(605)).toBe('10:05 /km');
  });
});
