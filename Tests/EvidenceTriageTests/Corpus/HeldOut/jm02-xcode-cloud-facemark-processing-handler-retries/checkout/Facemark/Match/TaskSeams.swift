import BackgroundTasks

/// What the handler needs from a BGTask; `BGProcessingTask` conforms in the app,
/// tests use `FakeProcessingTask`.
protocol BGTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: BGTaskHandle {}

protocol TaskRegistering {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTaskHandle) -> Void) -> Bool
}
extension BGTaskScheduler: TaskRegistering {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTaskHandle) -> Void) -> Bool {
        register(forTaskWithIdentifier: identifier, using: queue) { launchHandler($0) }
    }
}

protocol TaskSubmitting {
    func submit(_ request: BGTaskRequest) throws
    func pendingTaskRequests() async -> [BGTaskRequest]
}
extension BGTaskScheduler: TaskSubmitting {}
