export function distanceLabel(meters: number): string {
  if (meters < 1000) {
    return `${Math.round(meters)} m`;
  }
  return `${Math.floor(meters / 1000)} km`;
}
