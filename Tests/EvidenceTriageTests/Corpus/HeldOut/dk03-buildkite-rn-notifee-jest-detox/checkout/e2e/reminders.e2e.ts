import { by, device, element, expect, waitFor } from 'detox';

const reminderPush = {
  trigger: { type: 'push' },
  title: 'Call the vet',
  body: 'Reminder',
  payload: { reminderId: 'seed-reminder-1' },
};

describe('Reminders list', () => {
  beforeAll(async () => {
    await device.launchApp({ newInstance: true, permissions: { notifications: 'YES' } });
  });

  it('marks a reminder done', async () => {
    await element(by.id('reminder-row-seed')).swipe('left');
    await element(by.id('reminder-done')).tap();
    await expect(element(by.id('reminder-row-seed'))).not.toBeVisible();
  });

  it('creates a reminder', async () => {
    await element(by.id('add-reminder')).tap();
    // The sheet animates in over ~400 ms; typeText waits for idle.
    await expect(element(by.id('reminder-sheet'))).toBeVisible();
    await element(by.id('reminder-title-input')).clearText();
    await element(by.id('reminder-title-input')).typeText('Call the vet');
    await element(by.id('reminder-save')).tap();
    await waitFor(element(by.id('reminder-row-0'))).toBeVisible().withTimeout(15000);
  });
});

describe('Reminder deep link', () => {
  it('opens reminders list from the tab bar', async () => {
    await element(by.id('tab-reminders')).tap();
    await expect(element(by.id('reminders-screen'))).toBeVisible();
  });

  it('opens the reminder from a notification while backgrounded', async () => {
    await device.sendToHome();
    await device.launchApp({ newInstance: false, userNotification: reminderPush });
    await expect(element(by.id('reminder-detail-seed-reminder-1'))).toBeVisible();
  });
});
