import BackgroundTasks
import Foundation

/// Backs the Media tab. Also owns the nightly cleanup of orphaned uploads.
final class MediaLibraryViewModel: ObservableObject {
    static let cleanupIdentifier = "com.quillpost.ios.media-cleanup"
    private static var cleanupRegistered = false

    @Published private(set) var items: [MediaItem] = []
    private let store: MediaStore

    init(store: MediaStore) {
        self.store = store
        Self.registerCleanupIfNeeded(store: store)
    }

    /// Registered the first time the user opens Media, so users who never
    /// upload media never get the task.
    private static func registerCleanupIfNeeded(store: MediaStore) {
        guard !cleanupRegistered else { return }
        cleanupRegistered = true
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanupIdentifier, using: nil) { task in
            MediaCleanupJob(store: store).run(task as! BGProcessingTask)
        }
        BackgroundTaskLog.record(cleanupIdentifier, .processing, .registration, ok ? .succeeded : .failed)
        let request = BGProcessingTaskRequest(identifier: cleanupIdentifier)
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }

    func load() {
        items = store.allItems(sortedBy: \.uploadedAt)
    }
}
