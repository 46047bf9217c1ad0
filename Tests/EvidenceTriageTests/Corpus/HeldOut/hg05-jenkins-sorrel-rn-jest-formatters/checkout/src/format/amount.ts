// Club dues come from the API as decimal strings ("999999999999999999999999999999").
// Hermes' Intl.NumberFormat did not accept strings (react-native#44677), so we
// convert first.
export function formatAmount(amount: string, currency: string, locale = 'en-US'): string {
  const value = Number(amount);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}
