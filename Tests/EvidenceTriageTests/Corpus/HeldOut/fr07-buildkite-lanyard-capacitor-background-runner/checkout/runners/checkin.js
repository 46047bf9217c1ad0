// Runs in Capacitor Background Runner's JS context (no DOM, no Capacitor
// plugins; CapacitorKV / fetch only).
addEventListener('checkIn', async (resolve, reject, args) => {
  try {
    const queued = CapacitorKV.get('queuedScans');
    const scans = queued ? JSON.parse(queued.value) : [];
    if (scans.length === 0) {
      resolve({ uploaded: 0 });
      return;
    }

    const res = await fetch('https://api.lanyard.events/v1/scans:batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scans }),
    });
    if (!res.ok) {
      throw new Error(`upload failed: ${res.status}`);
    }

    CapacitorKV.remove('queuedScans');
    CapacitorKV.set('lastBackgroundSync', new Date().toISOString());
    resolve({ uploaded: scans.length });
  } catch (err) {
    reject(err);
  }
});
