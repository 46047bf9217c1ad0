import BackgroundTasks

/// The slice of BGAppRefreshTask the handler uses, so tests can drive it.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}
