import BackgroundTasks

/// Publishes yesterday's key once the day is over. Runs as a BGProcessingTask.
final class OutstandingPublishTask {
    private let task: BackgroundTask
    private let storage: OutstandingPublishStorage
    private let publisher: KeyPublisher
    private let scheduler: BackgroundTaskScheduling
    private var expired = false

    init(task: BackgroundTask, storage: OutstandingPublishStorage, publisher: KeyPublisher,
         scheduler: BackgroundTaskScheduling) {
        self.task = task
        self.storage = storage
        self.publisher = publisher
        self.scheduler = scheduler
    }

    func run() {
        task.expirationHandler = { [weak self] in
            self?.expired = true
            self?.publisher.cancel()
        }
        let pending = storage.pending(before: Date())
        publisher.publish(pending) { [weak self] result in
            guard let self else { return }
            // Remove what we tried, whatever happened; the server dedupes.
            pending.forEach { self.storage.remove($0) }
            self.task.setTaskCompleted(success: result.isSuccess || self.expired)
        }
    }
}
