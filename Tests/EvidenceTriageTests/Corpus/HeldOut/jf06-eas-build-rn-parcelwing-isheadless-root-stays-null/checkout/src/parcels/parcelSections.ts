import type { Parcel } from './types';

export type SectionId = 'in-transit' | 'delivered' | 'exceptions';

/** Which list section a parcel belongs to. */
export function sectionFor(parcel: Parcel): SectionId {
  switch (parcel.status) {
    case 'Delivered':
      return 'delivered';
    case 'exception':
    case 'returned':
      return 'exceptions';
    default:
      return 'in-transit';
  }
}

/** Statuses written by markDelivered() and by tracking pushes are lower-case. */
export const STATUS_DELIVERED = 'delivered';
