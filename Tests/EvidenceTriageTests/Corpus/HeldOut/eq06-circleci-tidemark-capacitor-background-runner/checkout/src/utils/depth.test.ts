import { describe, expect, it } from 'vitest';
import { formatDepth } from './depth';

describe('formatDepth', () => {
  it('formats metres with one decimal place', () => {
    expect(formatDepth(6.25, 'm')).toBe('6.3 m');
  });

  it('rounds fathoms to one decimal place', () => {
    // 6.2 m = 3.390 fm
    expect(formatDepth(6.2, 'fm')).toBe('3.4 fm');
  });
});
