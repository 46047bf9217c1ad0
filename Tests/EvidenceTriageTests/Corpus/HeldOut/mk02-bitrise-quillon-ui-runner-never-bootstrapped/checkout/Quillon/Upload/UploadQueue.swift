import Foundation

final class UploadQueue {
    private let store: UploadStore
    private let api: UploadAPI

    init(store: UploadStore, api: UploadAPI) { self.store = store; self.api = api }

    func drain() async throws {
        let pending = store.pending()
        for receipt in pending {
            try await api.upload(receipt)
        }
        // Confirmed receipts are only removed once the whole batch went through,
        // so a batch interrupted part way is sent again from the start.
        store.markUploaded(pending)
    }
}
