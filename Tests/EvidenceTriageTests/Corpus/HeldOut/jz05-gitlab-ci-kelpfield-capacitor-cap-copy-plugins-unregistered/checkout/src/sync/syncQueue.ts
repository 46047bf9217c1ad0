export interface VisitRecord { id: string; updatedAt: number }

/** Queue of visit records waiting for upload; newest version of a record wins. */
export function enqueue(queue: VisitRecord[], incoming: VisitRecord[]): VisitRecord[] {
  const merged = [...queue, ...incoming];
  return merged.filter((r, i) => merged.findIndex((o) => o.id === r.id && o.updatedAt === r.updatedAt) === i);
}
