import { BleManager, BleRestoredState } from 'react-native-ble-plx';
import { reconnect } from './reconnect';

export const RESTORE_ID = 'fenwater-central';

export function createManager(): BleManager {
  return new BleManager({
    restoreStateIdentifier: RESTORE_ID,
    restoreStateFunction: (restored: BleRestoredState | null) => {
      // iOS hands back the peripherals we were connected to when it killed us.
      for (const device of restored!.connectedPeripherals) {
        reconnect(device.id);
      }
    },
  });
}
