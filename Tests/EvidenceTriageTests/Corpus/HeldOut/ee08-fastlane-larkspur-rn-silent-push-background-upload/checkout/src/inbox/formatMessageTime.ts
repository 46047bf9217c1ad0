export function formatMessageTime(d: Date): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric' }).format(d);
}
