// Background runner for crew check-ins. Runs in @capacitor/background-runner's
// own JavaScriptCore context (no DOM, no Capacitor plugins; only the
// runner's Capacitor* APIs). Copied to ios/App/App/public/runners/checkin.js
// by `npx cap sync`.

addEventListener('checkIn', (resolve, reject, args) => {
  try {
    const now = Date.now();
    CapacitorKV.set('lastCheckIn', String(now));

    const stored = CapacitorKV.get('assignments');
    const assignments = JSON.parse((stored && stored.value) || '[]');
    const overdue = assignments.filter((a) => a.dueAt < now && !a.done);

    // LM-233: show the overdue count on the app icon.
    CapacitorNotifications.setBadge({ count: overdue.length });

    if (overdue.length > 0) {
      CapacitorNotifications.schedule([
        {
          id: 4401,
          title: 'Larchmere',
          body: `${overdue.length} assignment(s) overdue`,
          scheduleAt: new Date(now + 1000),
        },
      ]);
    }
    resolve({ overdue: overdue.length });
  } catch (err) {
    reject(err);
  }
});
