// Runs inside @capacitor/background-runner's JS context (no DOM, no Capacitor
// plugins other than the runner's own APIs: CapacitorKV, fetch, console ...).

addEventListener('checkIn', async (resolve, reject, args) => {
  const apiBase = (args && args.apiBase) || 'https://api.tidemark.io';
  try {
    // First check-in on a device: no cursor stored yet.
    const stored = CapacitorKV.get('uploadCursor');
    const cursor = stored === null ? '0' : stored.value;
    console.log(`[checkin] cursor=${cursor}`);

    const res = await fetch(`${apiBase}/v2/checkins?since=${cursor}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ device: CapacitorDevice.getDeviceInfo().model }),
    });
    if (!res.ok) {
      throw new Error(`check-in failed: HTTP ${res.status}`);
    }
    const body = await res.json();
    CapacitorKV.set('uploadCursor', String(body.nextCursor));
    console.log(`[checkin] stored cursor ${body.nextCursor}`);
    resolve({ cursor: body.nextCursor });
  } catch (err) {
    console.error(err);
    reject(err);
  }
});
