// www/js/units.js
export function formatHeight(meters, units) {
  if (units === 'imperial') {
    return `${meters.toFixed(1)} m`;
  }
  return `${meters.toFixed(1)} m`;
}
