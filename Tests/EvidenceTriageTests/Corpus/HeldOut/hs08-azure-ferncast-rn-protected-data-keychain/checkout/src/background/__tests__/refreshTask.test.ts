import SInfo from 'react-native-sensitive-info';
import * as BackgroundTask from 'expo-background-task';
import { BackgroundTaskResult } from 'expo-background-task';

import { runRefresh, registerRefreshTask, REFRESH_TASK } from '../refreshTask';
import { signOut } from '../../auth/session';
import { fetchAlerts, storeAlerts } from '../../alerts/alertsApi';

jest.mock('react-native-sensitive-info');
jest.mock('../../auth/session');
jest.mock('../../alerts/alertsApi');

// What react-native-sensitive-info rejects with on iOS when the app runs while the
// device is locked (it checks UIApplication.protectedDataAvailable first).
const protectedDataUnavailable = Object.assign(
  new Error('Protected data not available yet. Retry operation'),
  { code: 'protected_data_unavailable' },
);

describe('backgroundRefresh', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    (fetchAlerts as jest.Mock).mockResolvedValue([{ id: 'a1', level: 'amber' }]);
  });

  it('stores the fetched alerts', async () => {
    (SInfo.getItem as jest.Mock).mockResolvedValue('rt-123');
    await expect(runRefresh()).resolves.toBe(BackgroundTaskResult.Success);
    expect(storeAlerts).toHaveBeenCalledWith([{ id: 'a1', level: 'amber' }]);
  });

  it('signs out when no token was ever saved', async () => {
    (SInfo.getItem as jest.Mock).mockResolvedValue(undefined);
    await runRefresh();
    expect(signOut).toHaveBeenCalledWith({ reason: 'token-missing' });
  });

  it('defers the refresh when protected data is unavailable', async () => {
    (SInfo.getItem as jest.Mock).mockRejectedValue(protectedDataUnavailable);

    const result = await runRefresh();

    expect(signOut).not.toHaveBeenCalled();
    expect(result).toBe(BackgroundTaskResult.Failed);
  });

  it('registers with a 30 minute minimum interval', async () => {
    await registerRefreshTask();
    expect(BackgroundTask.registerTaskAsync).toHaveBeenCalledWith(REFRESH_TASK, { minimumInterval: 30 });
  });
});
