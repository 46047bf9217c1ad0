export class DigestFormatter {
  static order<T extends { published: string; unread: boolean }>(items: T[]): T[] {
    // BUG: sorts oldest first within the unread group.
    return [...items].sort((a, b) => Number(b.unread) - Number(a.unread) || a.published.localeCompare(b.published));
  }

  static title(n: number) {
    return `${n} unread article${n === 1 ? '' : 's'}`;
  }
}
