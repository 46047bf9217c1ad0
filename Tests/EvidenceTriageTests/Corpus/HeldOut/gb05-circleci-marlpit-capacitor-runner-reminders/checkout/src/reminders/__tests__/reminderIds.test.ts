import { reminderId } from '../reminderIds';
import { bedFixture } from '../../beds/__fixtures__/beds';

describe('reminderIds', () => {
  const day = new Date(2026, 10, 8);
  const beds = [bedFixture('Onions'), bedFixture('Runner beans'), bedFixture('Courgettes')];

  it('fits in a 32-bit signed integer', () => {
    expect(reminderId(beds[0], day)).toBeLessThan(2 ** 31);
  });

  it("gives each bed's reminder a distinct id", () => {
    const ids = new Set(beds.map((bed) => reminderId(bed, day)));
    expect([...ids]).toHaveLength(3);
  });

  it('is stable for the same bed and day', () => {
    expect(reminderId(beds[1], day)).toBe(reminderId(beds[1], new Date(day)));
  });
});
