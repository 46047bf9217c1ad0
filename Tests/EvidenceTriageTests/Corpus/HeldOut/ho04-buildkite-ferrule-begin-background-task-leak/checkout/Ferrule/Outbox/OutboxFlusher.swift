import UIKit
import os

/// Uploads queued job reports (photos, signatures, time entries) and keeps the
/// app from being suspended mid-upload when the technician locks the phone.
@MainActor
final class OutboxFlusher {
    private let tasks: BackgroundTaskProviding
    private let uploader: OutboxUploading
    private let logger = Logger(subsystem: "com.ferrule.app", category: "outbox")
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    init(tasks: BackgroundTaskProviding = UIApplication.shared, uploader: OutboxUploading) {
        self.tasks = tasks
        self.uploader = uploader
    }

    /// Called on scene deactivation and whenever a report is queued.
    func flush() {
        backgroundTask = tasks.beginBackgroundTask(withName: "OutboxFlush") { [weak self] in
            self?.logger.notice("OutboxFlush expired; cancelling uploads")
            self?.uploader.cancelAll()
        }
        uploader.uploadPending { [weak self] result in
            guard let self else { return }
            if case .failure(let error) = result {
                self.logger.error("outbox upload failed: \(error.localizedDescription, privacy: .public)")
            }
            self.tasks.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }
}
