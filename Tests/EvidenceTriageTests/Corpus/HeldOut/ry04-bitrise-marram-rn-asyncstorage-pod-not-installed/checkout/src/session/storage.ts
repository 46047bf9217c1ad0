import AsyncStorage from '@react-native-async-storage/async-storage';

const EMAIL_KEY = 'session.rememberedEmail';
const ONBOARDED_KEY = 'session.onboarded';

export async function rememberEmail(email: string): Promise<void> {
  await AsyncStorage.setItem(EMAIL_KEY, email);
}

export async function rememberedEmail(): Promise<string | null> {
  return AsyncStorage.getItem(EMAIL_KEY);
}

export async function markOnboarded(): Promise<void> {
  await AsyncStorage.setItem(ONBOARDED_KEY, '1');
}

export async function hasOnboarded(): Promise<boolean> {
  return (await AsyncStorage.getItem(ONBOARDED_KEY)) === '1';
}
