const KM_PER_MILE = 1.609344;

export function formatDistance(km: number, useMiles: boolean): string {
  if (useMiles) {
    return `${(km * KM_PER_MILE).toFixed(1)} mi`;
  }
  return `${km.toFixed(1)} km`;
}
