import BackgroundGeolocation from 'react-native-background-geolocation';

export async function startShift(courierId: string): Promise<void> {
  console.log(`[tracking] ready() for courier ${courierId}`);
  const state = await BackgroundGeolocation.ready({
    desiredAccuracy: BackgroundGeolocation.DESIRED_ACCURACY_HIGH,
    distanceFilter: 25,
    stopOnTerminate: false,
    startOnBoot: true,
    // Motion-activity based stop detection (CoreMotion) is on by default.
    disableMotionActivityUpdates: false,
    url: 'https://api.tallyho.example/v3/locations',
    extras: { courierId },
  });
  if (!state.enabled) {
    await BackgroundGeolocation.start();
  }
  console.log('[tracking] started');
}
