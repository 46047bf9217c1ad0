import { describe, it, expect } from 'vitest';
import { formatPallet } from './pallet';

describe('formatPallet', () => {
  it('pads pallet codes to 8 digits', () => {
    expect(formatPallet(4417)).toBe('00004417');
  });
});
