// www/js/tracking.js — shift tracking setup (cordova-plugin-background-geolocation)
export function configureTracker(bg, driver) {
  bg.configure({
    locationProvider: bg.DISTANCE_FILTER_PROVIDER,
    desiredAccuracy: bg.HIGH_ACCURACY,
    stationaryRadius: 25,
    distanceFilter: 30,
    interval: 60000,
    stopOnTerminate: false,
    saveBatteryOnBackground: false,
    activityType: 'AutomotiveNavigation',
    url: `${driver.apiBase}/v2/fixes`,
    syncThreshold: 5,
    debug: false
  });
  bg.on('background', () => bg.switchMode(bg.FOREGROUND_MODE));
}
