import BackgroundTasks
import Foundation

/// BGProcessingTask `com.pantrypal.app.upload-flush`: sends queued receipt photos.
final class UploadFlushTask {
    static let identifier = "com.pantrypal.app.upload-flush"

    private let store: PendingUploadStore
    private let uploader: ReceiptUploading

    init(store: PendingUploadStore, uploader: ReceiptUploading) {
        self.store = store
        self.uploader = uploader
    }

    /// Called from the launch handler; `completion(true)` maps to setTaskCompleted(success: true).
    func run(completion: @escaping (Bool) -> Void) {
        Task {
            do {
                let sent = try await uploader.uploadAll(from: store)
                NSLog("[Uploads] flush sent %ld photo(s)", sent)
                // No check of store.loadError: with no store attached this save raises an
                // Objective-C exception that Swift cannot catch.
                try store.deleteAllUploaded()
                completion(true)
            } catch {
                completion(false)
            }
        }
    }
}
