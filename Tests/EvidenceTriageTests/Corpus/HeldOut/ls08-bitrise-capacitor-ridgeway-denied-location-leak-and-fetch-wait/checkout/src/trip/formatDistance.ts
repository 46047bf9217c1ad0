const MILES_PER_KM = 0.621371;

/** Distance label for the trip summary. Imperial only for en-US, en-GB reads road signs in miles but trails in km. */
export function formatDistance(metres: number, locale: string): string {
  const km = metres / 1000;
  const imperial = locale.startsWith('en-US') || locale.startsWith('en-GB');
  if (imperial) {
    return `${(km * MILES_PER_KM).toFixed(1)} mi`;
  }
  return `${km.toFixed(1)} km`;
}
