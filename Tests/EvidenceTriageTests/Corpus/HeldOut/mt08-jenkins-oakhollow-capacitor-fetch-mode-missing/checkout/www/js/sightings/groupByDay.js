// Groups sightings for the list's section headers.
export function groupByDay(sightings, locale) {
  const groups = new Map();
  for (const s of sightings) {
    // BUG: uses the UTC date part, not the device's local date.
    const key = s.at.slice(0, 10);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(s);
  }
  return [...groups.entries()].map(([day, items]) => ({
    title: new Date(day + 'T00:00:00Z').toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    items,
  }));
}
