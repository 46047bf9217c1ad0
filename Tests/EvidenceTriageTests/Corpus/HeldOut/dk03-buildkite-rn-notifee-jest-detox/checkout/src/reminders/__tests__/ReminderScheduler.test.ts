import notifee from '@notifee/react-native';

import { ReminderScheduler } from '../ReminderScheduler';

// jest.config.js: setupFiles: ['<rootDir>/node_modules/@notifee/react-native/jest-mock.js']
// (@notifee/react-native pinned at 1.7.x)

const quiet = { start: '22:00', end: '07:00' };

describe('ReminderScheduler', () => {
  const scheduler = new ReminderScheduler(quiet);

  it('schedules a trigger notification for a future reminder', async () => {
    const dueAt = new Date('2026-12-01T09:30:00Z');
    await scheduler.schedule({ id: 'r1', title: 'Vet', dueAt });
    expect(notifee.createTriggerNotification).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'r1' }),
      expect.objectContaining({ timestamp: dueAt.getTime() }),
    );
  });

  it('skips reminders that fall inside quiet hours', async () => {
    const id = await scheduler.schedule({ id: 'r2', title: 'Late', dueAt: new Date('2026-12-01T23:15:00') });
    expect(id).toBeNull();
  });

  it('cancels displayed reminders on sign-out', async () => {
    // Relies on the library-provided jest mock for every notifee method:
    // jest-mock.js replaces NativeModules.NotifeeApiModule, so whatever the
    // mock does not define is missing at runtime.
    // signOut() is what AccountMenu calls. It must clear both the pending
    // trigger notifications and the ones already shown in Notification
    // Center, otherwise the next account sees the previous user's titles
    // (QA-2291). We only assert the call here; the behaviour of the native
    // side is notifee's.
    notifee.cancelTriggerNotifications = jest.fn(async () => undefined);
    notifee.cancelTriggerNotifications.mockClear();
    await scheduler.signOut();
    expect(notifee.cancelDisplayedNotifications).toHaveBeenCalled();
  });
});
