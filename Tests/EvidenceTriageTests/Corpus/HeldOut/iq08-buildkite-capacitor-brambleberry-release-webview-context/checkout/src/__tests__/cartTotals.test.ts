import { describe, expect, it } from 'vitest';
import { cartTotal } from '../cart/cartTotals';

describe('cartTotal', () => {
  it('sums lines without promo', () => {
    expect(cartTotal([{ priceCents: 1000, qty: 2 }], 0, 0)).toBe(2000);
  });

  it('applies the promo before tax', () => {
    // 32.00 subtotal, 5.00 promo -> 27.00, +19% VAT -> 32.13
    expect(cartTotal([{ priceCents: 3200, qty: 1 }], 500, 0.19)).toBe(3213);
  });
});
