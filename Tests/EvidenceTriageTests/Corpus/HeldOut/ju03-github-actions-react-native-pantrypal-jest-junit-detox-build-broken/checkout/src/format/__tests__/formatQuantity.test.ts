// Kitchen scale display rules (docs/units.md).
import { formatQuantity } from '../formatQuantity';

describe('formatQuantity', () => {
  it('switches to kilograms at 1000 g', () => {
    expect(formatQuantity(1250)).toBe('1.3 kg');
  });

  it('rounds grams to the nearest 5', () => {
    expect(formatQuantity(123)).toBe('125 g');
  });
});
