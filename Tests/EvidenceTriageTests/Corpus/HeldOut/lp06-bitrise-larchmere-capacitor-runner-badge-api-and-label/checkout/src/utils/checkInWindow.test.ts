import { describe, expect, it } from 'vitest';

import { formatCheckInWindow } from './checkInWindow';

describe('checkInWindow', () => {
  it('formats a day shift', () => {
    expect(formatCheckInWindow({ start: '07:00', end: '15:00' }, 'en-GB')).toBe('07:00–15:00');
  });

  it('keeps leading zeros', () => {
    expect(formatCheckInWindow({ start: '06:30', end: '09:00' }, 'en-GB')).toBe('06:30–09:00');
  });

  it('handles a window ending at midnight', () => {
    expect(formatCheckInWindow({ start: '16:00', end: '24:00' }, 'en-GB')).toBe('16:00–24:00');
  });

  it('rolls over midnight for night shifts', () => {
    const w = { start: '22:00', end: '06:00' };
    expect(formatCheckInWindow(w, 'en-GB')).toBe('22:00–06:00 (next day)');
  });
});
