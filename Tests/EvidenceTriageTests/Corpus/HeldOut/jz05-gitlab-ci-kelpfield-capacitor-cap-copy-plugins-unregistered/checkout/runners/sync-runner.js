addEventListener('syncVisits', async (resolve, reject, args) => {
  try {
    const pending = JSON.parse(CapacitorKV.get('pendingVisits')?.value ?? '[]');
    if (pending.length) await fetch('https://api.kelpfield.app/v1/visits', { method: 'POST', body: JSON.stringify(pending) });
    CapacitorKV.set('pendingVisits', '[]');
    resolve();
  } catch (err) {
    reject(err);
  }
});
