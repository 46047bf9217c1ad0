export function formatDistance(metres: number): string {
  if (metres < 1000) {
    return `${metres} m`;
  }
  // No locale passed: the device/CI locale decides the separators.
  return `${(metres / 1000).toLocaleString(undefined, {maximumFractionDigits: 1})} km`;
}
