import BackgroundTasks
import Foundation

protocol ProcessingTasking: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTasking {}

/// Native side of the nightly backup (uploads the SQLite export the Dart side wrote).
final class BackupTaskHandler {
    private let uploader: ExportUploading

    init(uploader: ExportUploading) { self.uploader = uploader }

    func handle(_ task: ProcessingTasking, export: URL) {
        let upload = uploader.upload(export) { result in
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
        task.expirationHandler = {
            upload.cancel()
            task.setTaskCompleted(success: true)
        }
    }
}
