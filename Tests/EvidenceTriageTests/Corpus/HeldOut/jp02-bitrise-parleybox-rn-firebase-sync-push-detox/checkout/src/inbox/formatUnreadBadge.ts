/** Tab-bar badge text for the unread count. */
export function formatUnreadBadge(count: number): string | undefined {
  if (count <= 0) return undefined;
  if (count > 999) return '999+';
  return String(count);
}
