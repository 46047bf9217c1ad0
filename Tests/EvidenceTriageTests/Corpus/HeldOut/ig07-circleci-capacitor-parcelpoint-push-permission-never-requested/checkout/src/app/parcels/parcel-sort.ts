import { Parcel } from './parcel';

/** Parcels out for delivery first, then by ETA ascending. */
export function sortParcels(parcels: Parcel[]): Parcel[] {
  return [...parcels].sort((a, b) => {
    if (a.status !== b.status) {
      return a.status === 'out_for_delivery' ? 1 : -1;
    }
    return a.eta.localeCompare(b.eta);
  });
}
