// Formats how long an alert stays in force, e.g. "for the next 3 hours".
export function formatAlertWindow(fromMs, untilMs) {
  const hours = (untilMs - fromMs) / 3_600_000;
  // BUG: Math.round shows "2 hours" for a 2h10m window; product wants partial hours rounded up.
  const shown = Math.max(1, Math.round(hours));
  return shown === 1 ? 'for the next hour' : `for the next ${shown} hours`;
}
