import BackgroundTasks

/// The slice of BGTask the sync job uses, so tests can drive it.
protocol BackgroundTaskHandle: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: BackgroundTaskHandle {}
