/** Pace in seconds per kilometre -> "m:ss /km". */
export function formatPace(secondsPerKm: number): string {
  if (!Number.isFinite(secondsPerKm)) return '– /km';
  const minutes = Math.floor(secondsPerKm / 60);
  const seconds = Math.round(secondsPerKm % 60);
  // Pads only for single-digit minutes (written when every pace was under
  // ten minutes per km).
  const ss = minutes < 10 ? String(seconds).padStart(2, '0') : String(seconds);
  return `${minutes}:${ss} /km`;
}
