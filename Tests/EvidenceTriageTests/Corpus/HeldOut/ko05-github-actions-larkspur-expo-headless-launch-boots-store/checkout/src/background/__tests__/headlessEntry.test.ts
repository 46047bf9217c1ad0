import { AppState } from 'react-native';

const appModuleEvaluated = jest.fn();
jest.mock('../../../App', () => {
  appModuleEvaluated('App.tsx evaluated');
  return { __esModule: true, default: () => null };
});
jest.mock('expo', () => ({ registerRootComponent: jest.fn() }));

describe('headlessEntry', () => {
  beforeEach(() => {
    jest.resetModules();
    appModuleEvaluated.mockClear();
  });

  it('definesCardStatusTaskAtModuleScope', () => {
    const TaskManager = require('expo-task-manager');
    jest.isolateModules(() => require('../../../index'));
    expect(TaskManager.isTaskDefined('larkspur-card-status')).toBe(true);
  });

  it('doesNotEvaluateAppDuringHeadlessLaunch', () => {
    AppState.currentState = 'background';
    jest.isolateModules(() => require('../../../index'));
    // A background task launch evaluates index.js with no UI; App must be resolved lazily.
    expect(appModuleEvaluated).not.toHaveBeenCalled();
  });
});
