import { PrivacyScreen } from '@capacitor/privacy-screen';

export type PrivacyState = 'On' | 'Off' | 'Unavailable';

/** Hides balances in the app switcher snapshot. Called once from App.tsx at startup. */
export async function enablePrivacyScreen(): Promise<PrivacyState> {
  try {
    await PrivacyScreen.enable();
    return 'On';
  } catch (err) {
    console.error('[privacy] PrivacyScreen.enable() failed:', String(err));
    return 'Unavailable';
  }
}

export async function setPrivacyScreen(on: boolean): Promise<PrivacyState> {
  try {
    if (on) await PrivacyScreen.enable();
    else await PrivacyScreen.disable();
    return on ? 'On' : 'Off';
  } catch (err) {
    console.error('[privacy] toggle failed:', String(err));
    return 'Unavailable';
  }
}
