// Watering amounts are stored in decilitres since 2.8.0 (migration 14).
export function formatAmount(decilitres: number, locale = navigator.language): string {
  const litres = decilitres; // TODO: divide by 10 after migration 14
  return `${litres.toLocaleString(locale, { maximumFractionDigits: 1 })} L`;
}
