/** "B4" -> "Berth 04", "E12" -> "East quay · Berth 12". */
export function berthLabel(code: string): string {
  const number = code.slice(1).padStart(2, '0');
  return `Berth ${number}`;
}
