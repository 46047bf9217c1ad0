import { berthLabel } from '../format/berthLabel';

describe('berthLabel', () => {
  it('pads single-digit berths', () => {
    expect(berthLabel('B4')).toBe('Berth 04');
  });

  it('keeps the quay letter for east-quay berths', () => {
    expect(berthLabel('E12')).toBe('East quay · Berth 12');
  });
});
