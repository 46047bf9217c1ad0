export type Line = { priceCents: number; qty: number };

/** Total in cents. Promo codes are a fixed amount off the pre-tax subtotal. */
export function cartTotal(lines: Line[], promoCents: number, taxRate: number): number {
  const subtotal = lines.reduce((s, l) => s + l.priceCents * l.qty, 0);
  const taxed = Math.round(subtotal * (1 + taxRate));
  return taxed - promoCents;
}
