import { makeTestDatabase } from '../../db/testing/makeTestDatabase';
import { FakeSyncServer } from '../testing/FakeSyncServer';
import { createSyncEngine } from '../syncEngine';

describe('syncEngine', () => {
  let db: ReturnType<typeof makeTestDatabase>;
  let server: FakeSyncServer;

  beforeEach(() => {
    db = makeTestDatabase();
    server = new FakeSyncServer({ stampsServerTimestamps: true });
  });

  it('pushes locally created observations', async () => {
    await db.write(() =>
      db.get('observations').create((o: any) => {
        o.species = 'Arctostaphylos uva-ursi';
        o.count = 3;
      }),
    );
    await createSyncEngine(db, server.api).sync();

    expect(server.rows('observations')).toHaveLength(1);
  });

  it('pulls observations created on another device', async () => {
    server.seed('observations', [{ id: 'srv1', species: 'Vaccinium parvifolium', count: 1 }]);
    await createSyncEngine(db, server.api).sync();

    const local = await db.get('observations').query().fetch();
    expect(local.map((o: any) => o.species)).toEqual(['Vaccinium parvifolium']);
  });

  it('does not recreate records it pushed on the next pull', async () => {
    const engine = createSyncEngine(db, server.api);
    await db.write(() =>
      db.get('observations').create((o: any) => {
        o.species = 'Gaultheria shallon';
        o.count = 12;
      }),
    );
    await engine.sync();
    server.advanceClock(1000);
    await engine.sync();

    expect(await db.get('observations').query().fetch()).toHaveLength(1);
    expect(server.pulledAsCreated('observations')).toEqual([]);
  });

  it('keeps a record deleted after a create-sync-delete-sync sequence', async () => {
    const engine = createSyncEngine(db, server.api);
    const created = await db.write(() =>
      db.get('observations').create((o: any) => {
        o.species = 'Polystichum munitum';
        o.count = 1;
      }),
    );
    await engine.sync();
    await db.write(() => created.markAsDeleted());
    await engine.sync();

    expect(await db.get('observations').query().fetchCount()).toBe(0);
  });
});
