import { shiftLabel } from '../shiftLabel';

describe('shiftLabel', () => {
  it('formats the shift date for the route sheet', () => {
    expect(shiftLabel(new Date(2025, 5, 3, 6, 0))).toBe('Shift 2025-06-03 (Tue)');
    expect(shiftLabel(new Date(2025, 11, 29, 6, 0))).toBe('Shift 2025-12-29 (Mon)');
  });
});
