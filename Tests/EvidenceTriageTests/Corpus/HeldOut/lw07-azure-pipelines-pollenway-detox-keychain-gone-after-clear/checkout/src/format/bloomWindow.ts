const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

export function formatBloomWindow(window: { start: number; end: number }, locale: string): string {
  const fmt = new Intl.DateTimeFormat(locale, { month: 'long' });
  const name = (m: number) => fmt.format(new Date(Date.UTC(2026, m - 1, 15)));
  return `${name(window.start)} – ${name(window.end)}`;
}

export { MONTHS_EN };
