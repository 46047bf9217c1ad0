import { BleManager } from 'react-native-ble-plx';
import { createManager } from '../manager';
import { reconnect } from '../reconnect';

jest.mock('react-native-ble-plx');
jest.mock('../reconnect');

const restoreFn = () => (BleManager as jest.Mock).mock.calls[0][0].restoreStateFunction;

describe('BleRestore', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reconnects peripherals handed back by iOS', () => {
    createManager();
    restoreFn()({ connectedPeripherals: [{ id: 'AA:BB' }] });
    expect(reconnect).toHaveBeenCalledWith('AA:BB');
  });

  it('handles a fresh launch with no restored state', () => {
    createManager();
    // react-native-ble-plx calls restoreStateFunction(null) when there is nothing to restore
    restoreFn()(null);
    expect(reconnect).not.toHaveBeenCalled();
  });
});
