import { formatDeparture } from '../src/board/formatDeparture';

describe('departureBoard', () => {
  it('formats departures in harbour local time', () => {
    // 13:05Z is 14:05 in Europe/Oslo (harbour time) in December.
    expect(formatDeparture('2026-12-03T13:05:00Z')).toBe('14:05');
  });
});
