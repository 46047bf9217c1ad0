import BackgroundTasks
import Foundation

protocol ProcessingTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskType {}

/// Overnight photo backup (BGProcessingTask `com.shutterbox.app.photo-backup`).
final class PhotoBackupTask {
    static let identifier = "com.shutterbox.app.photo-backup"
    private let uploader: PhotoUploader

    init(uploader: PhotoUploader) { self.uploader = uploader }

    func handle(_ task: ProcessingTaskType) {
        DiagnosticsRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)

        task.expirationHandler = { [uploader] in
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .processing, phase: .expiration, outcome: .cancelled)
            // Make sure nothing is still writing to the upload journal before we
            // tell the system we are done.
            uploader.cancelAndWait()
            task.setTaskCompleted(success: false)
        }

        uploader.uploadPending { result in
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .processing, phase: .completion,
                                              outcome: result.isSuccess ? .succeeded : .failed)
            task.setTaskCompleted(success: result.isSuccess)
        }
    }
}
