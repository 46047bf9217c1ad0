export interface Receipt { amountMinor: number; currency: string; }

/** Sum shown on the receipt list header, in the device currency. */
export function formatTotal(receipts: Receipt[], locale = 'en-US'): string {
  const total = receipts.reduce((s, r) => s + r.amountMinor, 0) / 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(total);
}
