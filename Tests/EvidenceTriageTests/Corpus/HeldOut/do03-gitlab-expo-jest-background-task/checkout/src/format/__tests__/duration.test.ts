import { formatDuration } from '../duration';

describe('formatDuration', () => {
  it('formats seconds', () => expect(formatDuration(42)).toBe('42 s'));
  it('formats minutes', () => expect(formatDuration(600)).toBe('10 min'));
  it('rounds down partial minutes', () => expect(formatDuration(659)).toBe('10 min'));
  it('formats values over an hour as h and min', () => {
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });
});
