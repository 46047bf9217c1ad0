import { syncInbox } from '../sync';
import { fakeApi, fakeDb } from '../../test/fakes';

describe('syncInbox', () => {
  it('does not duplicate messages when the task re-runs', async () => {
    fakeApi.respondWith({ messages: [{ id: 'm1' }, { id: 'm2' }], cursor: 'c2' });
    fakeDb.failNextSetCursor();           // first run times out before the cursor is stored
    await syncInbox().catch(() => {});
    await syncInbox();
    expect(fakeDb.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});
