export type ParcelEvent = { parcelId: string; status: string; at: string };

/** Folds carrier events into the latest status per parcel. */
export function mergeParcelEvents(events: ParcelEvent[]): Record<string, ParcelEvent> {
  const latest: Record<string, ParcelEvent> = {};
  for (const e of events) {
    // Carriers deliver events roughly in order; keep the last one we see.
    latest[e.parcelId] = e;
  }
  return latest;
}
