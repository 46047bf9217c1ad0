// Capacitor Background Runner script (runs in the runner's JS context).
addEventListener('checkWatering', async (resolve, reject) => {
  try {
    const due = JSON.parse(CapacitorKV.get('duePlants')?.value ?? '[]');
    // Marker written before the notifications are scheduled.
    CapacitorKV.set('lastCheck', String(Date.now()));
    if (due.length > 0) {
      CapacitorNotifications.schedule(due.map((p, i) => ({
        id: 500 + i,
        title: `Time to water ${p.name}`,
        body: 'Tap to log it',
        scheduleAt: new Date(Date.now() + 1000),
      })));
    }
    resolve();
  } catch (err) {
    reject(err);
  }
});
