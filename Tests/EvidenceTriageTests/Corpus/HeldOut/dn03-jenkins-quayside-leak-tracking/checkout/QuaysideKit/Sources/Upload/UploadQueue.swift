import Foundation

/// Serial upload queue used by the parcel-photo upload and by the sync job.
public final class UploadQueue {
    private let uploader: Uploader
    private var pending: [UploadItem] = []

    public init(uploader: Uploader) { self.uploader = uploader }

    public var pendingCount: Int { pending.count }

    public func enqueue(_ item: UploadItem) { pending.append(item) }

    public func drain() async throws {
        while let next = pending.first {
            try await uploader.upload(next)
            pending.removeFirst()
        }
    }
}
