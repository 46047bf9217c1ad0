import BackgroundGeolocation from 'react-native-background-geolocation';

import { startRunTracking } from '../trackingService';

describe('trackingService', () => {
  it('calls ready() before start()', async () => {
    await startRunTracking('run-2291');

    const readyOrder = (BackgroundGeolocation.ready as jest.Mock).mock.invocationCallOrder[0];
    const startOrder = (BackgroundGeolocation.start as jest.Mock).mock.invocationCallOrder[0];
    expect(readyOrder).toBeLessThan(startOrder);
  });
});
