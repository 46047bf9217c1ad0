import { nextWateringDate } from '../nextWateringDate';

const fern = { id: 'fern-03', everyDays: 2, outdoor: false };
const olive = { id: 'olive-01', everyDays: 3, outdoor: true };

// TZ=UTC is set for the whole suite in jest.global-setup.js.
describe('nextWateringDate', () => {
  it('adds the interval to the last watering', () => {
    const next = nextWateringDate(fern, { lastWateredAt: new Date('2026-10-03T18:20:00Z'), rainMm: 0 });
    expect(next).toEqual(new Date('2026-10-05T07:00:00.000Z'));
  });

  it('ignores rain for indoor plants', () => {
    const next = nextWateringDate(fern, { lastWateredAt: new Date('2026-10-03T18:20:00Z'), rainMm: 30 });
    expect(next).toEqual(new Date('2026-10-05T07:00:00.000Z'));
  });

  it('skips a watering day after at least 10 mm of rain', () => {
    const lastWateredAt = new Date('2026-10-02T08:00:00Z');
    const next = nextWateringDate(olive, { lastWateredAt, rainMm: 10 });
    expect(next).toEqual(new Date('2026-10-08T07:00:00.000Z'));
  });
});
