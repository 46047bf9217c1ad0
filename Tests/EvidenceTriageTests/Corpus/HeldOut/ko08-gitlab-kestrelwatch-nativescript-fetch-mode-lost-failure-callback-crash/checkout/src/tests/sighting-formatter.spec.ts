import { SightingFormatter } from '../survey/sighting-formatter';

describe('SightingFormatter', () => {
  it('formatsCountWithSpecies', () => {
    expect(SightingFormatter.count(3, 'Kestrel')).toBe('3 × Kestrel');
  });

  it('formatsWindBeaufort', () => {
    expect(SightingFormatter.wind(7.9)).toBe('Force 4 (moderate breeze)');
  });
});
