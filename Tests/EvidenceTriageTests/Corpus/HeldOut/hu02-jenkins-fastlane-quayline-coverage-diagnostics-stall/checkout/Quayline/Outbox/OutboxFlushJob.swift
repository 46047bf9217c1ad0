import Foundation

final class OutboxFlushJob {
    private let store: OutboxStore
    private let client: ScanUploadClient
    private let stagingDirectory: URL
    private var isCancelled = false

    init(store: OutboxStore, client: ScanUploadClient, stagingDirectory: URL) {
        self.store = store
        self.client = client
        self.stagingDirectory = stagingDirectory
    }

    func cancel() { isCancelled = true }

    func run(completion: @escaping (Bool) -> Void) {
        let batch = store.pending(limit: 50)
        guard !batch.isEmpty else { return completion(true) }

        // Stage the batch so a relaunch can resume it.
        let staged = stagingDirectory.appendingPathComponent("outbox-batch-\(batch[0].sequence).json")
        try? JSONEncoder().encode(batch).write(to: staged)

        // Optimistically mark the whole batch; the server is idempotent on scan id.
        store.mark(batch.map(\.id), as: .sent)

        var remaining = batch.count
        for scan in batch {
            client.upload(scan) { [weak self] result in
                guard let self else { return }
                if case .failure = result { self.store.mark([scan.id], as: .pending) }
                remaining -= 1
                if self.isCancelled {
                    // Leave the staged file so the next window can resume.
                    return completion(false)
                }
                if remaining == 0 {
                    try? FileManager.default.removeItem(at: staged)
                    completion(true)
                }
            }
        }
    }
}
