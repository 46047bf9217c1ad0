import Foundation

final class LogUploadJob {
    private let store: BatchStore
    private let client: IntakeClient

    init(store: BatchStore, client: IntakeClient) { self.store = store; self.client = client }

    func run() async {
        for batch in store.pending() {
            store.delete(batch.id)                 // removed before the upload is known to have succeeded
            do { try await client.send(batch) } catch { continue }
        }
    }
}
