// Distances are stored in metres; the activity summary shows them in the
// user's locale ("12.000 m" in es-ES, "12,000 m" in en-US).
export function formatDistance(metres: number, locale: string): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(metres);
  return `${n} m`;
}
