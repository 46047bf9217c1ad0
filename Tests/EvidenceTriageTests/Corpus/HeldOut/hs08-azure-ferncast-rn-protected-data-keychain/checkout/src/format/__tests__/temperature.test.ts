import { formatTemperature } from '../temperature';

describe('formatTemperature', () => {
  it('rounds to whole degrees', () => {
    expect(formatTemperature(11.6)).toBe('12°');
  });

  it('shows 0° rather than -0° for small negative values', () => {
    expect(formatTemperature(-0.4)).toBe('0°');
  });

  it('converts to Fahrenheit', () => {
    expect(formatTemperature(20, 'F')).toBe('68°');
  });
});
