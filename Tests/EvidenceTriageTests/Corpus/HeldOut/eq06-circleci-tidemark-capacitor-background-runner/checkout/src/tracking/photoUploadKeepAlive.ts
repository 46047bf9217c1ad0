import { App } from '@capacitor/app';
import { uploadNextQueuedPhoto, queuedPhotoCount } from './photoQueue';

declare const cordova: any;

/**
 * Field crews queue 20-40 photos at the end of a transect and pocket the phone.
 * cordova-plugin-background-mode keeps the web view alive (silent audio session)
 * so the queue keeps draining while the app is in the background.
 */
export function startPhotoUploadKeepAlive() {
  const bg = cordova.plugins.backgroundMode;
  bg.setDefaults({ silent: true });
  bg.enable();
  console.log('[keepalive] background mode enabled (silent audio)');

  let uploadedWhileBackgrounded = 0;
  let inBackground = false;
  App.addListener('appStateChange', ({ isActive }) => {
    inBackground = !isActive;
    if (inBackground) uploadedWhileBackgrounded = 0;
    console.log(`[keepalive] appStateChange isActive=${isActive}`);
  });

  setInterval(async () => {
    if (queuedPhotoCount() === 0) return;
    const ok = await uploadNextQueuedPhoto();
    if (ok && inBackground) uploadedWhileBackgrounded++;
    console.log(`[upload] tick ok=${ok} remaining=${queuedPhotoCount()} bg=${uploadedWhileBackgrounded}`);
    (window as any).__tidemarkUploadedWhileBackgrounded = uploadedWhileBackgrounded;
  }, 1000);
}
