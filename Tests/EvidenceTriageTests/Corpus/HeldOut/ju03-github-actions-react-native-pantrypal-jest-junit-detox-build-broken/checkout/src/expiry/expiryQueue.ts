export type PantryItem = { id: string; barcode: string; name: string; expiresOn: string };

/** Items scanned twice (same barcode) must only be queued once for expiry reminders. */
export function buildExpiryQueue(items: PantryItem[]): PantryItem[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    })
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}
