import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';

jest.mock('expo-task-manager', () => {
  const defined = new Set<string>();
  return {
    defineTask: jest.fn((name: string) => defined.add(name)),
    isTaskDefined: jest.fn((name: string) => defined.has(name)),
    isTaskRegisteredAsync: jest.fn(async () => false),
  };
});

jest.mock('expo-background-task', () => {
  const actual = jest.requireActual('expo-background-task');
  return {
    ...actual,
    // keep the JS guard (isTaskDefined) from the real module, stub the native call
    registerTaskAsync: jest.fn(actual.registerTaskAsync),
  };
});

describe('backgroundSync', () => {
  beforeEach(() => {
    jest.resetModules();
  });

  // The task is defined in src/background/tasks.ts, which is only imported
  // by app/_layout.tsx (see MR !812). Requiring backgroundSync alone does not
  it('registers the sync task with a 15 minute interval', async () => {
    const { registerBackgroundSync } = require('../backgroundSync');
    await registerBackgroundSync();
    expect(BackgroundTask.registerTaskAsync).toHaveBeenCalledWith('saltmarsh-sync', {
      minimumInterval: 15,
    });
    expect(TaskManager.isTaskDefined('saltmarsh-sync')).toBe(true);
  });
});
