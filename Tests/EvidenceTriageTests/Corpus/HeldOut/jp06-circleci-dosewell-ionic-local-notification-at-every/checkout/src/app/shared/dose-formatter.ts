const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.75': '¾' };

export function formatDose(amount: number, unit: string): string {
  const key = amount.toString();
  const glyph = FRACTIONS[key];
  return `${glyph ?? key} ${unit}`;
}
