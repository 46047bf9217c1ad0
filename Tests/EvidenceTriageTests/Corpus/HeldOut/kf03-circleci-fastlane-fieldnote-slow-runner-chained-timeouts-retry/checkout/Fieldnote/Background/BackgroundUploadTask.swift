import BackgroundTasks
import Foundation

protocol ProcessingTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskProtocol {}

protocol TaskScheduling { func submit(_ request: BGTaskRequest) throws }
extension BGTaskScheduler: TaskScheduling {}

/// Uploads queued observations while the app is in the background.
final class BackgroundUploadTask {
    private let task: ProcessingTaskProtocol
    private let scheduler: TaskScheduling
    private let uploader: ObservationUploader
    private var work: Task<Void, Never>?

    init(task: ProcessingTaskProtocol, scheduler: TaskScheduling, uploader: ObservationUploader) {
        self.task = task
        self.scheduler = scheduler
        self.uploader = uploader
    }

    func start() {
        task.expirationHandler = { [weak self] in
            // Stop uploading; whatever is left goes out on the next run.
            self?.work?.cancel()
        }
        work = Task {
            let result = await uploader.uploadPending()
            task.setTaskCompleted(success: result.failed == 0)
        }
    }
}
