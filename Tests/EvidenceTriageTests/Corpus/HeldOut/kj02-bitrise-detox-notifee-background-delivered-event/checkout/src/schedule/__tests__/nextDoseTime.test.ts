import { nextDoseTime } from '../nextDoseTime';

const plan = { times: ['08:00', '20:00'] };

describe('nextDoseTime', () => {
  it('returns the evening dose in the afternoon', () => {
    const now = new Date('2026-11-25T14:10:00Z');
    expect(nextDoseTime(plan, now)).toEqual(new Date('2026-11-25T20:00:00Z'));
  });

  it('returns the morning dose before 8am', () => {
    const now = new Date('2026-11-25T06:45:00Z');
    expect(nextDoseTime(plan, now)).toEqual(new Date('2026-11-25T08:00:00Z'));
  });

  it('rolls over to tomorrow after the evening dose', () => {
    const now = new Date('2026-11-25T21:30:00Z');
    expect(nextDoseTime(plan, now)).toEqual(new Date('2026-11-26T08:00:00Z'));
  });
});
