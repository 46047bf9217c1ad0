import UIKit
import os

/// Uploads finished inspection drafts; keeps the app alive while a batch is in flight.
final class DraftUploader {
    private let app: BackgroundTaskProviding
    private let client: DraftUploadClient
    private let store: DraftStore
    private let retry: RetryScheduling
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let log = Logger(subsystem: "com.harrowby.inspect", category: "Uploader")

    init(app: BackgroundTaskProviding, client: DraftUploadClient, store: DraftStore, retry: RetryScheduling) {
        self.app = app
        self.client = client
        self.store = store
        self.retry = retry
    }

    func upload(_ drafts: [Draft], onExpire: (() -> Void)? = nil) {
        taskID = app.beginBackgroundTask(withName: "InspectionDraftUpload") { [weak self] in
            guard let self else { return }
            self.log.notice("background time expired, cancelling \(drafts.count) draft(s)")
            self.client.cancelAll()
            // Try again once the app gets time again.
            self.retry.schedule(after: 300) { self.upload(drafts) }
            onExpire?()
        }
        NSLog("[Uploader] began background task InspectionDraftUpload (id %lu), backgroundTimeRemaining=%.17g",
              taskID.rawValue, app.backgroundTimeRemaining)

        client.send(drafts) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.store.markUploaded(drafts)
                self.endTask()
            case .failure(let error):
                self.log.error("upload failed: \(error.localizedDescription), retrying in 30 s")
                self.retry.schedule(after: 30) { self.upload(drafts) }
            }
        }
    }

    private func endTask() {
        guard taskID != .invalid else { return }
        app.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
