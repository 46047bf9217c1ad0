import { bootSimulator, installApp, launchApp, waitForContractReport } from './harness';

jest.retryTimes(1, { logErrorsBeforeRetry: true });

describe('healthkit contract', () => {
  beforeAll(async () => {
    await bootSimulator('iPhone 15');
    await installApp('ios/build/Build/Products/Debug-iphonesimulator/Fernhill.app');
  }, 180_000);

  it('authorization status reads sharingAuthorized', async () => {
    const report = await launchApp({ scenario: 'authorization' }).then(waitForContractReport);
    expect(report.authorization.stepCount).toBe('sharingAuthorized');
  }, 180_000);

  it('step count observer fires after a sample write', async () => {
    await launchApp({ scenario: 'observer' });
    const report = await waitForContractReport();
    expect(report.observer.fired).toBe(true);
  }, 180_000);

  it('background delivery is enabled for stepCount', async () => {
    await launchApp({ scenario: 'background-delivery' });
    const report = await waitForContractReport({ timeoutMs: 120_000 });
    expect(report.backgroundDelivery.stepCount).toBe('immediate');
  }, 180_000);
});
