import { readingTime } from '../readingTime';

describe('readingTime', () => {
  const WPM = 230;

  it('returns 1 min for short entries', () => {
    expect(readingTime('hello world')).toBe('1 min read');
  });

  it('uses 230 words per minute', () => {
    expect(readingTime('word '.repeat(2 * WPM))).toBe('2 min read');
  });

  it('rounds partial minutes up', () => {
    const text = readingTime('word '.repeat(520)); // 520 / 230 = 2.26 min
    expect(text).toBe('3 min read');
  });
});
