// www/js/onboarding.js
import { inbox } from './inbox.js';

export async function finishOnboarding(prefs) {
  prefs.set('onboarded', true);
  // Token is needed for club news pushes.
  window.FirebasePlugin.getToken((token) => inbox.saveToken(token), console.error);
  window.FirebasePlugin.onMessageReceived((msg) => inbox.handle(msg), console.error);
}
