/** Declared value on the shipment screen. */
export function formatDeclaredValue(amountMinor: number, currency: string, locale: string): string {
  const major = amountMinor / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
  }).format(major);
}
