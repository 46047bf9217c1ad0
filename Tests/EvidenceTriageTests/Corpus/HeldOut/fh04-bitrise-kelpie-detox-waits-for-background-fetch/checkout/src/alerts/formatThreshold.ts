/** Tide height shown on the alert editor, e.g. "1.8 m". */
export function formatThreshold(metres: number): string {
  return `${metres.toFixed(2)} m`;
}
