const METRES_PER_FATHOM = 1.8288;

export function formatDepth(metres: number, unit: 'm' | 'fm'): string {
  if (unit === 'm') {
    return `${metres.toFixed(1)} m`;
  }
  const fathoms = metres / METRES_PER_FATHOM;
  // One decimal place is what the tide tables print.
  return `${Math.floor(fathoms * 10) / 10} fm`;
}
