import BackgroundTasks

protocol BGTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

/// Lets coordinators run against `MockBGTaskScheduler` in unit tests and
/// `LiveTaskScheduler` (BGTaskScheduler.shared) in the app and the device suite.
protocol BGTaskSchedulerProtocol {
    func registerHandler(forTaskWithIdentifier identifier: String,
                         launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTask: BGTaskProtocol {}
