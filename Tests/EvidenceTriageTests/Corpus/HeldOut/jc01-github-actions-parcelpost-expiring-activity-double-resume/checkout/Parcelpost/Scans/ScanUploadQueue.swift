import Foundation

final class ScanUploadQueue: @unchecked Sendable {
    static let shared = ScanUploadQueue(uploader: HTTPScanUploader())

    private let uploader: ScanUploading
    private let activity: ExpiringActivityManager
    private(set) var pending: [ScanEvent] = []
    private let lock = NSLock()

    init(uploader: ScanUploading, activity: ExpiringActivityManager = ExpiringActivityManager()) {
        self.uploader = uploader
        self.activity = activity
    }

    func enqueue(_ scan: ScanEvent) {
        lock.withLock { pending.append(scan) }
    }

    func flushInBackground() {
        Task { try? await flush() }
    }

    func flush() async throws {
        let batch = lock.withLock { pending }
        // Remove the batch before uploading so a second flush does not send it twice.
        lock.withLock { pending.removeAll { s in batch.contains(s) } }
        try await activity.withExpiringActivity(reason: "Upload scan events") { [uploader] in
            try await uploader.upload(batch)
        }
    }
}
