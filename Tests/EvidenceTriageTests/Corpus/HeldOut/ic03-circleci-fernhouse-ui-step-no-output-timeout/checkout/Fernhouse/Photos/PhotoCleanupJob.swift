import BackgroundTasks
import Foundation

/// Processing task: compresses plant photos into thumbnails, then swaps them in.
final class PhotoCleanupJob {
    static let live = PhotoCleanupJob(directory: .photosStaging, recorder: DiagnosticRecorder.shared)

    let stagingDirectory: URL
    private let recorder: DiagnosticRecorder
    private var cancelled = false

    init(directory: URL, recorder: DiagnosticRecorder) {
        self.stagingDirectory = directory
        self.recorder = recorder
    }

    func run(_ task: ProcessingTaskLike) {
        task.expirationHandler = { [weak self] in
            guard let self else { return }
            self.cancelled = true
            self.recorder.record(BackgroundScheduler.photoCleanupID, kind: .processing, phase: .expiration, outcome: .cancelled)
            task.setTaskCompleted(success: false)
            // Staged thumbnails are left behind here; only the success path below
            // removes the staging directory.
        }
        recorder.record(BackgroundScheduler.photoCleanupID, kind: .processing, phase: .execution, outcome: .succeeded)
        for photo in PhotoLibrary.shared.pendingPhotos() {
            if cancelled { return }
            try? ThumbnailWriter.stage(photo, in: stagingDirectory)
        }
        try? FileManager.default.removeItem(at: stagingDirectory)
        task.setTaskCompleted(success: true)
    }
}
