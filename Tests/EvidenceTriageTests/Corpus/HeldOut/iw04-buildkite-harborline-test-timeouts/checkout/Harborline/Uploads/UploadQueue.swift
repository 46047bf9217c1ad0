import Foundation

/// Queues boarding-scan uploads and flushes them when connectivity returns.
final class UploadQueue {
    private let uploader: Uploading
    private(set) var pending: [ScanRecord] = []

    init(uploader: Uploading) { self.uploader = uploader }

    func enqueue(_ record: ScanRecord) { pending.append(record) }

    /// Called from the "connectivity restored" notification, on the main thread.
    func flushSynchronously() {
        let semaphore = DispatchSemaphore(value: 0)
        uploader.upload(pending) { [weak self] result in
            // Completion hops to main so the UI can observe `pending`.
            DispatchQueue.main.async {
                if case .success = result { self?.pending.removeAll() }
                semaphore.signal()
            }
        }
        semaphore.wait()
    }
}
