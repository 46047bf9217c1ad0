import { formatPickupDay } from '../formatPickupDay';

describe('formatPickupDay', () => {
  it('shows the local day a ticket is ready', () => {
    // Ready at 7:30 pm shop time.
    const readyAt = new Date(2025, 5, 12, 19, 30);

    expect(formatPickupDay(readyAt)).toBe('Thu, Jun 12');
  });

  it('shows the local day for a morning pickup', () => {
    expect(formatPickupDay(new Date(2025, 5, 13, 9, 0))).toBe('Fri, Jun 13');
  });
});
