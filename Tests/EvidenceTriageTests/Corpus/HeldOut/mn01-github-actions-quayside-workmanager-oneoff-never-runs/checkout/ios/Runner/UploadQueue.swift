import Foundation

final class UploadQueue {
    private let store: ReceiptStore
    private let api: ReceiptAPI

    init(store: ReceiptStore, api: ReceiptAPI) {
        self.store = store
        self.api = api
    }

    /// Posts every pending receipt. A receipt is marked uploaded only after the whole batch succeeds.
    func drain() throws {
        let pending = store.pendingIDs()
        for id in pending {
            try api.post(receiptID: id)     // no idempotency key: a retried POST stores the receipt again
        }
        store.markUploaded(pending)
    }
}
