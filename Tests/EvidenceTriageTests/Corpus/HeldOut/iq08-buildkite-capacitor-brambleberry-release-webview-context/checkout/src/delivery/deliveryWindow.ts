export function formatDeliveryWindow(start: Date, end: Date, locale = 'de-DE'): string {
  const t = (d: Date) => d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
  return `${t(start)} - ${t(end)}`;
}
