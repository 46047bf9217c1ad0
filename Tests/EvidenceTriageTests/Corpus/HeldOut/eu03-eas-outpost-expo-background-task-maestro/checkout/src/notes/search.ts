import { Note } from './types';

/** Notes whose title or body contains the query. */
export function searchNotes(notes: Note[], query: string): Note[] {
  const q = query.trim();
  if (!q) return notes;
  return notes.filter((n) => n.title.includes(q) || n.body.includes(q));
}
