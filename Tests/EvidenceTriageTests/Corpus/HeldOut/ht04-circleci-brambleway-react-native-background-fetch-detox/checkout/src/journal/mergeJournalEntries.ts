export interface JournalEntry {
  id: string;
  text: string;
  updatedAt: number;
  source: 'local' | 'server';
}

/** Server wins on ties so every device converges on the same text. */
export function mergeJournalEntries(local: JournalEntry[], server: JournalEntry[]): JournalEntry[] {
  const byId = new Map<string, JournalEntry>();
  for (const e of [...server, ...local]) {
    const current = byId.get(e.id);
    if (!current || e.updatedAt >= current.updatedAt) byId.set(e.id, e);
  }
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}
