// Background Runner script. Lives next to the app sources; the iOS build
// loads it from App/public/<src> (see capacitor.config.ts plugins.BackgroundRunner.src).
addEventListener('checkIn', async (resolve, reject) => {
  try {
    const res = await fetch('https://api.larkspur.example/v2/checkin', { method: 'POST' });
    CapacitorKV.set('lastCheckIn', String(res.status));
    resolve();
  } catch (err) {
    reject(err);
  }
});

addEventListener('recordBerth', (resolve, reject, args) => {
  CapacitorKV.set('lastBerth', String(args && args.berth));
  resolve();
});

addEventListener('trackLocation', (resolve, reject, args) => {
  CapacitorKV.set('lastFix', JSON.stringify(args.position));
  resolve();
});
