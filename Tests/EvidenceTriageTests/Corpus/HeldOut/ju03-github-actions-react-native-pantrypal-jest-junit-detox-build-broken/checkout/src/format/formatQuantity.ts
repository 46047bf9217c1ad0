/** Kitchen scales show grams in steps of 5. */
export function formatQuantity(grams: number): string {
  if (grams >= 1000) {
    return `${(grams / 1000).toFixed(1)} kg`;
  }
  return `${Math.floor(grams / 5) * 5} g`;
}
