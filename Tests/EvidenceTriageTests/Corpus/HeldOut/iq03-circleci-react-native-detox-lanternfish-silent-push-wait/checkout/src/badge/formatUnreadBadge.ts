export function formatUnreadBadge(count: number): string {
  if (count <= 0) return '';
  return String(count);
}
