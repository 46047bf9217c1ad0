export function quietHoursSummary(start: { h: number; m: number }, end: { h: number; m: number }): string {
  const fmt = (t: { h: number; m: number }) => `${t.h}:${String(t.m).padStart(2, '0')}`; // BUG: hour not zero-padded
  return `Quiet ${fmt(start)} – ${fmt(end)}`;
}
