import SInfo from 'react-native-sensitive-info';

const OPTIONS = {
  sharedPreferencesName: 'ferncastPrefs',
  keychainService: 'ferncast',
};

export const TOKEN_KEY = 'refreshToken';

/** Written so the background refresh can read it while the phone is locked (after first unlock). */
export async function saveRefreshToken(token: string): Promise<void> {
  await SInfo.setItem(TOKEN_KEY, token, {
    ...OPTIONS,
    kSecAttrAccessible: 'kSecAttrAccessibleAfterFirstUnlock',
  });
}

export async function readRefreshToken(): Promise<string | null> {
  const value = await SInfo.getItem(TOKEN_KEY, OPTIONS);
  return value ?? null;
}
