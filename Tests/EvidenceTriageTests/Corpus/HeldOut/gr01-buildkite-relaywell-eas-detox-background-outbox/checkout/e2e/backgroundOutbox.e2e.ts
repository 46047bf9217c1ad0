import { by, device, element, expect, waitFor } from 'detox';
import { mockServer } from './support/mockServer';
import { createOfflineNotes } from './support/notes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Background outbox', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      delete: true,
      permissions: { notifications: 'YES' },
      launchArgs: { apiBaseUrl: 'http://127.0.0.1:4870', e2e: 'true' },
    });
  });

  beforeEach(async () => {
    await mockServer.reset();
    await device.reloadReactNative();
  });

  it('registers the outbox task on first launch', async () => {
    await element(by.id('settings.tab')).tap();
    await expect(element(by.id('settings.background_sync.status'))).toHaveText('Registered');
    await element(by.id('notes.tab')).tap();
  });

  it('uploads queued notes after the app goes to the background', async () => {
    await createOfflineNotes(['Gate 4 hinge', 'North fence', 'Pump house']);

    // The outbox task is registered with minimumInterval 15 (minutes).
    // Give the system time to run it while the app is in the background.
    await device.sendToHome();
    await sleep(90_000);
    await device.launchApp({ newInstance: false });

    await waitFor(element(by.id('outbox.empty'))).toBeVisible().withTimeout(10_000);
  });

  it('drains the outbox when the worker is triggered for testing', async () => {
    await createOfflineNotes(['Culvert 2', 'East stile', 'Water trough']);
    await mockServer.failNext('POST /rest/v1/notes', 503, 2);

    // Debug-only button: calls BackgroundTask.triggerTaskWorkerForTestingAsync()
    await element(by.id('settings.tab')).tap();
    await element(by.id('debug.run_background_task')).tap();
    await element(by.id('notes.tab')).tap();

    await waitFor(element(by.id('outbox.empty'))).toBeVisible().withTimeout(20_000);

    expect(await mockServer.count('notes')).toBe(3);
  });
});
