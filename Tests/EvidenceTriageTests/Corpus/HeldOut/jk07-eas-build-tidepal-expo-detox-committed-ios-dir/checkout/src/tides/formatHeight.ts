export function formatHeight(meters: number, units: 'ft' | 'm'): string {
  if (units === 'm') return `${meters.toFixed(1)} m`;
  const feet = meters * 3.28084;
  return `${feet.toFixed(2)} ft`;
}
