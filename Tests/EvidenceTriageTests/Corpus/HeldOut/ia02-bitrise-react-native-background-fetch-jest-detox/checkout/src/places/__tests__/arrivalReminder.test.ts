import {scheduleLocalReminder} from '../../reminders/local';

jest.mock('../../reminders/local', () => ({scheduleLocalReminder: jest.fn()}));

describe('arrivalReminder', () => {
  let onGeofence: typeof import('../arrivalReminder').onGeofence;

  beforeEach(() => {
    jest.isolateModules(() => {
      ({onGeofence} = require('../arrivalReminder'));
    });
  });

  it('schedules a reminder when entering a saved place', () => {
    expect(onGeofence({action: 'ENTER', identifier: 'place-17'})).toBe(true);
    expect(scheduleLocalReminder).toHaveBeenCalledWith({placeId: 'place-17', inMinutes: 0});
  });
});
