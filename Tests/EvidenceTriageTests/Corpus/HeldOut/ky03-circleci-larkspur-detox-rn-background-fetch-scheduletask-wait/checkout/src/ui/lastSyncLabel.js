export function lastSyncLabel(date, locale) {
  return 'Last sync ' + date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', hour12: true }).replace(/\s?[AP]M$/i, '');
}
