import { formatElevationFeet } from '../elevation';

describe('formatElevationFeet', () => {
  it('formats zero', () => {
    expect(formatElevationFeet(0)).toBe('0 ft');
  });

  it('rounds to the nearest 10 ft', () => {
    // 378 m = 1240.16 ft; 377 m = 1236.88 ft -> 1,240 ft
    expect(formatElevationFeet(377)).toBe('1,240 ft');
  });
});
