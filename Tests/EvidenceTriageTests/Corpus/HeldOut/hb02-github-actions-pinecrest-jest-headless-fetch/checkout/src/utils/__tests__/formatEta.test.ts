import {formatEta} from '../formatEta';

describe('formatEta', () => {
  it('says now for zero or negative', () => {
    expect(formatEta(0)).toBe('now');
    expect(formatEta(-12)).toBe('now');
  });

  it('shows whole hours without minutes', () => {
    expect(formatEta(7200)).toBe('2 h');
  });

  it('rounds partial minutes up', () => {
    expect(formatEta(45)).toBe('1 min');
    expect(formatEta(90 * 60 + 20)).toBe('1 h 31 min');
  });
});
