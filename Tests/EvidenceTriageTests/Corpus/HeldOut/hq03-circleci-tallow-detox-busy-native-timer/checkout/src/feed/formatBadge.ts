/** Text for the unread badge on the Deals tab. */
export function formatBadge(count: number): string {
  if (count <= 0) return '';
  if (count > 99) return '99+';
  // Zero-padded so the pill keeps its width when the count changes.
  return String(count).padStart(2, '0');
}
