import * as TaskManager from 'expo-task-manager';

import { TRAIL_SYNC_TASK } from '../trailSyncTask';

jest.mock('../../sync/syncSavedTrails');

describe('trail sync task', () => {
  beforeEach(() => {
    jest.resetModules();
  });

  it('exports a stable task name', () => {
    expect(TRAIL_SYNC_TASK).toBe('trail-sync');
  });

  it('is defined when the entry module loads', () => {
    // A background launch only evaluates the JS bundle: no screen is mounted.
    require('../../../index');

    expect(TaskManager.isTaskDefined(TRAIL_SYNC_TASK)).toBe(true);
  });
});
