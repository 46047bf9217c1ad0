export function distanceLabel(metres: number, locale: string): string {
  const imperial = locale === 'en-US';
  return imperial ? `${(metres / 1609.344).toFixed(1)} mi` : `${(metres / 1000).toFixed(1)} km`;
}
