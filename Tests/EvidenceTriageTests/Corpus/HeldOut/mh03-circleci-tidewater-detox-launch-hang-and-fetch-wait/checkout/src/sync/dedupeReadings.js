export function dedupeReadings(readings) {
  const byKey = new Map();
  for (const r of readings) {
    const key = `${r.station}:${r.at.slice(0, 16)}`;
    // BUG: keeps the first reading seen, not the newest.
    if (!byKey.has(key)) byKey.set(key, r);
  }
  return [...byKey.values()];
}
