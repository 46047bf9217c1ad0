import BackgroundMode from 'cordova-plugin-advanced-background-mode';

// Keeps the workout timer and audio cues running while the app is in the background.
// iOS: the plugin keeps the process alive with a silent audio session, which needs the
// "audio" background mode in the app's Info.plist (added by hand in Xcode, not by `cap sync`).
export function startBackgroundTimer(onTick: (elapsedSeconds: number) => void): () => void {
  const startedAt = Date.now();
  BackgroundMode.enable();
  BackgroundMode.on('activate', () => {
    BackgroundMode.disableWebViewOptimizations();
  });

  const handle = window.setInterval(() => {
    onTick(Math.floor((Date.now() - startedAt) / 1000));
  }, 1000);

  return () => {
    window.clearInterval(handle);
    BackgroundMode.disable();
  };
}
