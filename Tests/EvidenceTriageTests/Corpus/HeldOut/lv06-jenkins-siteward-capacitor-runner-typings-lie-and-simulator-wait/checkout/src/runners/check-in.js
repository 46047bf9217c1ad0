// Runs inside @capacitor/background-runner (JavaScriptCore on iOS), not in the
// WebView: only the Capacitor* globals documented in runner-api.d.ts exist.
addEventListener('checkIn', async (resolve, reject, args) => {
  try {
    const siteId = args?.siteId ?? CapacitorKV.get('activeSite')?.value;
    const position = await CapacitorGeolocation.getCurrentLocation();
    CapacitorKV.set('lastCheckIn', JSON.stringify({
      siteId,
      at: Date.now(),
      lat: position.latitude,
      lng: position.longitude,
    }));
    resolve({ siteId, lat: position.latitude, lng: position.longitude });
  } catch (err) {
    reject(err);
  }
});
