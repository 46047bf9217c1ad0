import BackgroundTasks

/// Thin adapter between BGProcessingTask and the staged upload job.
final class UploadTaskAdapter {
    private let job: StagedUploadJob

    init(job: StagedUploadJob) {
        self.job = job
    }

    func handle(task: BackgroundTaskHandle) {
        // Expiration only tells the scheduler we gave up; the job is never told
        // to stop, so it cannot clean its staging directory (see #412).
        task.expirationHandler = {
            task.setTaskCompleted(success: false)
        }

        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}

/// BGTask's surface, so tests can drive the adapter with a fake.
protocol BackgroundTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskHandle {}
