import { distanceLabel } from '../../ui/distance-label';

describe('DistanceLabel', () => {
  it('formats 850 m in metres', () => {
    expect(distanceLabel(850)).toBe('850 m');
  });

  it('formats 1500 m as 1.5 km', () => {
    expect(distanceLabel(1500)).toBe('1.5 km');
  });
});
