import Foundation
import os

/// Uploads a batch of photos; retries failed uploads with a fixed back-off.
final class PhotoBackupJob {
    static let retryDelay: TimeInterval = 3.0

    private let client: BackupUploading
    private let queue: DispatchQueue
    private let log = Logger(subsystem: "com.snapcrate.app", category: "Backup")
    private var pending: [PhotoAsset] = []
    private var completion: ((BackupResult) -> Void)?
    private var isCancelled = false

    init(client: BackupUploading, queue: DispatchQueue = .main) {
        self.client = client
        self.queue = queue
    }

    func run(_ assets: [PhotoAsset], completion: @escaping (BackupResult) -> Void) {
        pending = assets
        self.completion = completion
        uploadNext(index: 0, total: assets.count)
    }

    func cancel() { isCancelled = true }

    private func uploadNext(index: Int, total: Int) {
        guard !isCancelled else { return finish(.cancelled) }
        guard let asset = pending.first else { return finish(.completed(total)) }
        client.upload(asset) { [weak self] statusCode in
            guard let self else { return }
            if statusCode == 200 {
                self.pending.removeFirst()
                self.uploadNext(index: index + 1, total: total)
            } else {
                NSLog("[Backup] upload %d/%d -> %d; treating as retryable, retry in %.1fs",
                      index + 1, total, statusCode, Self.retryDelay)
                self.scheduleRetry(index: index, total: total)
            }
        }
    }

    private func scheduleRetry(index: Int, total: Int) {
        queue.asyncAfter(deadline: .now() + Self.retryDelay) { [self] in
            // The server already has the asset when it answered 201; the retry
            // gets 200 ("already stored") and we move on.
            uploadNext(index: index, total: total)
        }
    }

    private func finish(_ result: BackupResult) {
        let done = completion
        completion = nil
        done?(result)
    }
}
