export function formatDepartureTime(date: Date, timeZone: string, locale: string): string {
  // BUG: hour12 forced for every non-Nordic locale
  const nordic = ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI'].includes(locale);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: !nordic,
  }).format(date);
}
