export function formatDistance(meters: number): string {
  if (meters > 1500) {
    return `${(meters / 1000).toFixed(1)} km`;
  }
  return `${Math.round(meters)} m`;
}
