import { AppState } from 'react-native';
import * as SecureStore from 'expo-secure-store';

describe('startupGate', () => {
  beforeEach(() => {
    jest.resetModules();
    (SecureStore.getItemAsync as jest.Mock).mockClear();
  });

  it('rehydratesOnForegroundLaunch', async () => {
    AppState.currentState = 'active';
    jest.isolateModules(() => require('../configureStore'));
    await new Promise((r) => setImmediate(r));
    expect(SecureStore.getItemAsync).toHaveBeenCalled();
  });

  it('waitsForForegroundBeforeReadingProtectedStorage', async () => {
    AppState.currentState = 'background';
    jest.isolateModules(() => require('../configureStore'));
    await new Promise((r) => setImmediate(r));
    // Locked device + headless launch: keychain reads fail, so hydration must wait for 'active'.
    expect(SecureStore.getItemAsync).toHaveBeenCalledTimes(0);
  });
});
