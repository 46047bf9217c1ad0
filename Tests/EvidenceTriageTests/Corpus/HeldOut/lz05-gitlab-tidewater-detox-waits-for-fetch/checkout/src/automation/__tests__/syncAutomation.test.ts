import { fireShortcut } from '../shortcuts';
import { syncNow } from '../../sync/syncNow';
import { setAppState } from '../../test-utils/appState';

jest.mock('../../sync/syncNow');

describe('SyncAutomation', () => {
  beforeEach(() => jest.clearAllMocks());

  it('runs a sync when the shortcut fires in the foreground', async () => {
    setAppState('active');
    await fireShortcut('sync-now', { appState: 'active' });
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('runs a sync when the shortcut fires while the app is suspended', async () => {
    setAppState('background');

    await fireShortcut('sync-now', { appState: 'background' });

    expect(syncNow).toHaveBeenCalledTimes(1);
  });
});
