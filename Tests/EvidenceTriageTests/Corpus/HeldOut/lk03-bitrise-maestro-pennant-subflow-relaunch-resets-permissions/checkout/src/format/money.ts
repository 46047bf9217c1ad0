export function formatTotal(amountCents: number): string {
  return `Total: €${amountCents / 100}`;
}
