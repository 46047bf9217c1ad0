import { describe, expect, it } from 'vitest';
import { formatDeliveryWindow } from '../delivery/deliveryWindow';

describe('formatDeliveryWindow', () => {
  it('uses an en dash between the times', () => {
    const s = new Date('2026-11-28T09:00:00+01:00');
    const e = new Date('2026-11-28T11:00:00+01:00');
    expect(formatDeliveryWindow(s, e)).toBe('09:00–11:00');
  });
});
