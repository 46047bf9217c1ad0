import { formatEta } from '../eta';

describe('formatEta', () => {
  it('says now for past departures', () => {
    expect(formatEta(-30)).toBe('now');
  });

  it('rounds up to the next minute', () => {
    expect(formatEta(190)).toBe('in 4 min');
  });
});
