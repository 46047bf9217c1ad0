export interface BudgetMonth {
  limitCents: number;
  spentCents: number;
}

/**
 * Amount carried into the next month. Unspent money rolls over;
 * overspending is carried as a negative amount.
 */
export function rolloverCents(previous: BudgetMonth): number {
  return previous.spentCents - previous.limitCents;
}

export function remainingCents(current: BudgetMonth, carried: number): number {
  return current.limitCents + carried - current.spentCents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
