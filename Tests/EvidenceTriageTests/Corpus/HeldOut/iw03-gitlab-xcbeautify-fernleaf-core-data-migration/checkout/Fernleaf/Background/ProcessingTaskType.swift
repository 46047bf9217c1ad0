import BackgroundTasks

/// The slice of BGProcessingTask the maintenance job uses, so tests can pass a fake.
protocol ProcessingTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTaskType {}
