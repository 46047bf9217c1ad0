import Foundation

/// The refresh job: uploads receipts queued while offline.
final class ReceiptUploadJob: RefreshJob {
    private let credentials: CredentialStore
    private let queue: PendingReceiptQueue
    private let api: ReceiptAPI

    init(credentials: CredentialStore, queue: PendingReceiptQueue, api: ReceiptAPI) {
        self.credentials = credentials
        self.queue = queue
        self.api = api
    }

    func run() async throws {
        guard let account = try credentials.fetchAll().first else { return }
        for receipt in try queue.pending() {
            try Task.checkCancellation()
            try await api.upload(receipt, as: account)
            try queue.markUploaded(receipt.id)
        }
    }

    func cancel() {}
}
