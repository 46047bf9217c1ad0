const IMPERIAL = ['en-us', 'en-lr', 'my-mm'];

export function formatTide(cm: number, locale: string): string {
  // BUG: compares the raw tag ('en-US') against lower-case entries.
  if (IMPERIAL.includes(locale)) {
    return `${(cm / 30.48).toFixed(1)} ft`;
  }
  return `${(cm / 100).toFixed(1)} m`;
}
