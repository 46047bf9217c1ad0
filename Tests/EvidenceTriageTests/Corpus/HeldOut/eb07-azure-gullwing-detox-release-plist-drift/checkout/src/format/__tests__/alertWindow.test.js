import { formatAlertWindow } from '../alertWindow';

const H = 3_600_000;

describe('formatAlertWindow', () => {
  it('says "hour" for one hour', () => {
    expect(formatAlertWindow(0, H)).toBe('for the next hour');
  });

  it('rounds partial hours up', () => {
    expect(formatAlertWindow(0, 2 * H + 10 * 60_000)).toBe('for the next 3 hours');
  });
});
