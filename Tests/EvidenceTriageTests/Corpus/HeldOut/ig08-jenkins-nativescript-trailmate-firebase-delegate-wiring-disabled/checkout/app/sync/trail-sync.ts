import { TrailApi } from "./trail-api";
import { TrailStore } from "./trail-store";

export class TrailSync {
  static shared = new TrailSync(new TrailApi(), TrailStore.shared);

  constructor(private api: TrailApi, private store: TrailStore) {}

  /** Returns the UIBackgroundFetchResult iOS expects from a background fetch. */
  async run(): Promise<number> {
    try {
      const remote = await this.api.fetchConditions(this.store.lastSyncedAt);
      const before = this.store.conditions.length;
      this.store.upsert(remote);
      const changed = this.store.conditions.length !== before;
      return changed ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData;
    } catch (e) {
      return UIBackgroundFetchResult.Failed;
    }
  }
}
