import { formatBatteryLevel } from '../battery';

describe('formatBatteryLevel', () => {
  it('rounds to the nearest 5 percent', () => {
    expect(formatBatteryLevel(88)).toBe('90%');
  });
});
