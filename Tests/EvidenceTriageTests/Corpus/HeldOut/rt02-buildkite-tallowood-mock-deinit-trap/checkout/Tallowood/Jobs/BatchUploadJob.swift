import Foundation
import BackgroundTasks

/// BGProcessingTask `com.tallowood.app.batch-upload`: uploads queued visit batches.
final class BatchUploadJob {
    let store: BatchStore
    let client: UploadClient

    init(store: BatchStore, client: UploadClient) {
        self.store = store
        self.client = client
    }

    func run() async -> Bool {
        for batch in store.pending() {
            store.delete(batch.id)
            do {
                try await client.upload(batch)
            } catch {
                return false
            }
        }
        return true
    }
}
