import { endsNextDay, minutesOnStartDay } from '../shiftWindow';

describe('shiftWindow', () => {
  it('counts a day shift', () => {
    expect(minutesOnStartDay({ start: '08:00', end: '16:30' })).toBe(510);
  });

  it('splits a night shift at midnight', () => {
    expect(minutesOnStartDay({ start: '22:00', end: '06:00' })).toBe(120);
  });

  it('treats a shift ending at midnight as the same day', () => {
    expect(endsNextDay({ start: '16:00', end: '00:00' })).toBe(false);
  });
});
