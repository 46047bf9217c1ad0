import * as Notifications from 'expo-notifications';
import { registerForPush } from '../src/notifications/registerForPush';
import { api } from '../src/api';

jest.mock('../src/api');

describe('registerForPush', () => {
  it('skips registration without permission', async () => {
    jest.spyOn(Notifications, 'getPermissionsAsync').mockResolvedValue({ status: 'denied' } as any);
    expect(await registerForPush()).toBeNull();
  });

  it('registers the device for push on first launch', async () => {
    jest.spyOn(Notifications, 'getPermissionsAsync').mockResolvedValue({ status: 'granted' } as any);
    const token = await registerForPush();
    expect(api.post).toHaveBeenCalledWith('/devices', { token });
  });
});
