export function formatBatteryLevel(level: number): string {
  const rounded = Math.floor(level / 5) * 5;
  return `${rounded}%`;
}
