import { distanceLabel } from '../src/ui/distanceLabel';

describe('DistanceLabel', () => {
  it('rounds to one decimal in km', () => { expect(distanceLabel(12345, 'metric')).toBe('12.3 km'); });
  it('rounds to one decimal in miles', () => { expect(distanceLabel(12345, 'imperial')).toBe('7.7 mi'); });
});
