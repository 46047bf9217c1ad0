import BackupKit
import Foundation

/// Uploads new photos while the app runs its BGProcessingTask
/// (`io.alderphotos.app.backup`, requires network + external power).
final class PhotoBackupJob {
    private let queue: UploadQueue
    private let uploader: PhotoUploading

    init(queue: UploadQueue, uploader: PhotoUploading) {
        self.queue = queue
        self.uploader = uploader
    }

    func run() async throws {
        for item in queue.pendingItems() {
            try Task.checkCancellation()
            queue.mark(item.id, .uploading)
            do {
                try await uploader.upload(item)
                queue.mark(item.id, .uploaded)
            } catch is CancellationError {
                queue.mark(item.id, .pending)
                throw CancellationError()
            } catch {
                queue.mark(item.id, .failed)
            }
        }
    }
}

enum UploadState: String, Codable { case pending, uploading, uploaded, failed }

struct UploadItem: Codable, Equatable {
    let id: String
    var state: UploadState
}

final class UploadQueue {
    private let store: UploadStore
    init(store: UploadStore) { self.store = store }

    /// Items the next run should upload.
    func pendingItems() -> [UploadItem] {
        store.all().filter { $0.state == .pending || $0.state == .failed }
    }

    func mark(_ id: String, _ state: UploadState) { store.update(id, state) }
}

protocol UploadStore: AnyObject {
    func all() -> [UploadItem]
    func update(_ id: String, _ state: UploadState)
}

protocol PhotoUploading { func upload(_ item: UploadItem) async throws }
