import { InboxRepository } from '../../inbox/InboxRepository';
import { SessionStore } from '../../session/SessionStore';
import { SyncService } from '../SyncService';

jest.mock('../../inbox/InboxRepository');

describe('SyncService', () => {
  const inbox = new InboxRepository() as jest.Mocked<InboxRepository>;

  it('skips polling while signed out', async () => {
    const service = new SyncService(new SessionStore({ signedIn: false }), inbox);
    await service.start();
    expect(service.isPolling).toBe(false);
  });

  it('starts background polling after sign-in', async () => {
    const session = new SessionStore({ signedIn: true });
    const service = new SyncService(session, inbox);

    // jest.setup.js mocks AsyncStorage and push-notification-ios; the timer module
    // is expected to be stubbed there too.
    await service.start();

    expect(service.isPolling).toBe(true);
    service.stop();
  });
});
