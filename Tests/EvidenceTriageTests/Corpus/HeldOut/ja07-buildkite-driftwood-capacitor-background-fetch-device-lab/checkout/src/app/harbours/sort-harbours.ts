import { Harbour } from './harbour';

/** Harbour list order: nearest first (spec DW-88). */
export function sortHarbours(list: Harbour[], from: { lat: number; lon: number }): Harbour[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}
