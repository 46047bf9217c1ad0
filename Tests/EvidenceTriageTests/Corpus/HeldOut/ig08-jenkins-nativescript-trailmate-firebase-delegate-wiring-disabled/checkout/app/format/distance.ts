/** "3.4 mi" for imperial users, one decimal. */
export function formatMiles(meters: number): string {
  const miles = meters / 1609.344;
  return `${Math.round(miles)} mi`;
}
