import BackgroundTasks

/// The slice of BGTaskScheduler the digest code uses, so tests can swap in a fake.
protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskScheduling {}

/// The slice of BGTask the handler uses.
protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}
