export function distanceLabel(metres, units) {
  if (units === 'imperial') return `${Math.round(metres / 1609.344)} mi`;
  return `${(metres / 1000).toFixed(1)} km`;
}
