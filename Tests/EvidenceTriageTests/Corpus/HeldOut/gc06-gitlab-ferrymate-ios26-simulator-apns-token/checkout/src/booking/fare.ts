export interface Leg {
  sailingId: string;
  priceCents: number;
}

/** Return trips booked together get 20% off the return leg. */
export function totalCents(outbound: Leg, inbound?: Leg): number {
  if (!inbound) return outbound.priceCents;
  const discounted = Math.round(outbound.priceCents * 0.8);
  return discounted + inbound.priceCents;
}

export function formatEuro(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}
