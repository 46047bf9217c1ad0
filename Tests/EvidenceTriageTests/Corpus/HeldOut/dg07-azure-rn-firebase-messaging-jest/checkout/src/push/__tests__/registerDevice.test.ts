import messaging from '@react-native-firebase/messaging';

import { api } from '../../api/client';

jest.mock('../../api/client', () => ({ api: { post: jest.fn(() => Promise.resolve({ ok: true })) } }));

describe('pushRegistration', () => {
  it('registers the device token with the API after permission is granted', async () => {
    let registerDevice: () => Promise<void> = async () => undefined;
    jest.isolateModules(() => {
      ({ registerDevice } = require('../registerDevice'));
    });

    await registerDevice();

    expect(messaging().requestPermission).toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith('/devices', { token: 'test-fcm-token', platform: 'ios' });
  });
});
