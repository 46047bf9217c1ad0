import { formatEta } from '../formatEta';

describe('formatEta', () => {
  it('says arriving now under five minutes', () => {
    expect(formatEta(3)).toBe('Arriving now');
  });

  it('rounds to the nearest 5 minutes', () => {
    expect(formatEta(23)).toBe('Arrives in about 25 min');
  });

  it('shows hours and minutes above an hour', () => {
    expect(formatEta(95)).toBe('Arrives in about 1 h 35 min');
  });
});
