import BackgroundTasks

/// The slice of BGTaskScheduler the app uses, so tests can inject a mock.
protocol TaskScheduling: AnyObject {
    @discardableResult
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}
