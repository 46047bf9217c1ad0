import Foundation

public struct PendingUpload: Equatable, Codable {
    public let fileName: String
    public let createdAt: Date
    public var attempts: Int

    public init(fileName: String, createdAt: Date, attempts: Int = 0) {
        self.fileName = fileName
        self.createdAt = createdAt
        self.attempts = attempts
    }
}

public protocol ReceiptUploader {
    func upload(_ item: PendingUpload) async throws
}

/// Drains pending receipt uploads. Run from the BGProcessingTask
/// `com.sorrelapps.sorrel.upload` and from the foreground "Sync now" button.
public actor UploadQueue {
    public private(set) var pending: [PendingUpload]
    private let uploader: ReceiptUploader
    private let maxAttempts: Int

    public init(pending: [PendingUpload], uploader: ReceiptUploader, maxAttempts: Int = 5) {
        self.pending = pending
        self.uploader = uploader
        self.maxAttempts = maxAttempts
    }

    /// Uploads items oldest first. A failed item keeps its place so it is
    /// retried before anything newer on the next drain.
    public func drain() async throws {
        var remaining: [PendingUpload] = []
        for var item in pending {
            try Task.checkCancellation()
            do {
                try await uploader.upload(item)
            } catch is CancellationError {
                remaining.append(item)
                throw CancellationError()
            } catch {
                item.attempts += 1
                if item.attempts < maxAttempts {
                    remaining.append(item)
                }
            }
        }
        // Failed items go back behind anything that arrived during the drain.
        pending = enqueuedDuringDrain + remaining
        enqueuedDuringDrain.removeAll()
    }

    private var enqueuedDuringDrain: [PendingUpload] = []

    public func enqueue(_ item: PendingUpload) {
        enqueuedDuringDrain.append(item)
    }
}
