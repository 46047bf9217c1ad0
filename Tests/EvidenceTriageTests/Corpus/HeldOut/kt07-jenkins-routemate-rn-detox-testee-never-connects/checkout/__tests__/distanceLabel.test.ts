import { distanceLabel } from '../src/format/distanceLabel';

describe('distanceLabel', () => {
  it('uses miles for en-GB', () => {
    expect(distanceLabel(16093.44, 'en-GB')).toBe('10.0 mi');
  });
});
