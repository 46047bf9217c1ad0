export const MAX_QUANTITY = 10;

export function nextQuantity(current: number): number {
  return current + 1 <= MAX_QUANTITY + 1 ? current + 1 : current;
}
