import Foundation

public final class SyncBatchWriter {
    private let store: SyncStore

    public init(store: SyncStore) {
        self.store = store
    }

    public func apply(_ batch: SyncBatch) async throws {
        let guardTask = BackgroundTaskGuard(name: "LanternSync.apply")
        guardTask.begin { [store] in store.rollbackPendingBatch() }
        defer { guardTask.end() }
        try await store.apply(batch)
    }
}
