import { mergeParcelEvents } from '../parcelMerge';

describe('parcelMerge', () => {
  it('keeps the newest status when events arrive out of order', () => {
    const merged = mergeParcelEvents([
      { parcelId: 'PP2231', status: 'Out for delivery', at: '2026-12-01T08:10:00Z' },
      { parcelId: 'PP2231', status: 'In transit', at: '2026-11-30T19:42:00Z' },
    ]);
    expect(merged.PP2231.status).toBe('Out for delivery');
  });

  it('keeps parcels separate', () => {
    const merged = mergeParcelEvents([
      { parcelId: 'A', status: 'x', at: '2026-12-01T00:00:00Z' },
      { parcelId: 'B', status: 'y', at: '2026-12-01T00:00:00Z' },
    ]);
    expect(Object.keys(merged)).toEqual(['A', 'B']);
  });
});
