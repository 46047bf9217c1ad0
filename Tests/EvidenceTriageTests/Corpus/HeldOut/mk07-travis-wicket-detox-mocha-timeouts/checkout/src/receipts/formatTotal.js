// Totals are formatted with the device locale; the e2e simulator runs in de_DE on the Travis image.
export function formatTotal(cents, currency = 'EUR') {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(cents / 100);
}
