/** "Arrives in about 25 min" - rounds to the nearest 5 minutes. */
export function formatEta(minutes: number): string {
  if (minutes < 5) return 'Arriving now';
  const rounded = Math.floor(minutes / 5) * 5;
  if (rounded >= 60) {
    const h = Math.floor(rounded / 60);
    const m = rounded % 60;
    return m === 0 ? `Arrives in about ${h} h` : `Arrives in about ${h} h ${m} min`;
  }
  return `Arrives in about ${rounded} min`;
}
