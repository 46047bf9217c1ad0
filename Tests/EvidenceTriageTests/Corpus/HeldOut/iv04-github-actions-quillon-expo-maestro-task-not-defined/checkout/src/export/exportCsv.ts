import { Entry } from '../streaks/streakCounter';

export function toCsv(entries: (Entry & { text: string })[]): string {
  const header = 'writtenAt,text';
  // Quotes fields but does not double embedded quotes (RFC 4180 §2.7).
  const rows = entries.map((e) => `${e.writtenAt},"${e.text}"`);
  return [header, ...rows].join('\n');
}
