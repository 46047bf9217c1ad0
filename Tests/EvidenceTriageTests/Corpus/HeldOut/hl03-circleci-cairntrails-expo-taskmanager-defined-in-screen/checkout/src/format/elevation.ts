/** Formats an elevation in feet for trail cards, rounded to the nearest 10 ft. */
export function formatElevationFeet(meters: number): string {
  const feet = meters * 3.28084;
  const rounded = Math.floor(feet / 10) * 10;
  return `${rounded.toLocaleString('en-US')} ft`;
}
