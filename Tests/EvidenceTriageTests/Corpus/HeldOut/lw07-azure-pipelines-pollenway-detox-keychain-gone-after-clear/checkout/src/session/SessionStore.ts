import * as Keychain from 'react-native-keychain';

const SERVICE = 'com.pollenway.app.session';

export async function saveSession(token: string, email: string): Promise<void> {
  try {
    await Keychain.setGenericPassword(email, token, {
      service: SERVICE,
      accessible: Keychain.ACCESSIBLE.AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY,
    });
  } catch (e) {
    console.warn('[SessionStore] saving session failed:', String(e));
  }
}

export async function loadSession(): Promise<{ email: string; token: string } | null> {
  try {
    const creds = await Keychain.getGenericPassword({ service: SERVICE });
    return creds ? { email: creds.username, token: creds.password } : null;
  } catch (e) {
    console.warn('[SessionStore] reading session failed:', String(e));
    return null;
  }
}
