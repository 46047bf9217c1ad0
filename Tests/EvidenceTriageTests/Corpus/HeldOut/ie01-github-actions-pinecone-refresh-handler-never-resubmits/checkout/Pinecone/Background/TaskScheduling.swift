import BackgroundTasks

/// BGTask has no public initialiser, so the handlers take this protocol and the
/// tests hand them a FakeBackgroundTask instead.
protocol BackgroundTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskProtocol {}

/// Hides BGTaskScheduler so unit tests run against FakeTaskScheduler.
protocol TaskScheduling: AnyObject {
    @discardableResult
    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskScheduling {}
