export function formatTemperature(celsius: number, unit: 'C' | 'F' = 'C'): string {
  const value = unit === 'C' ? celsius : celsius * 1.8 + 32;
  return `${Math.round(value)}°`;
}
