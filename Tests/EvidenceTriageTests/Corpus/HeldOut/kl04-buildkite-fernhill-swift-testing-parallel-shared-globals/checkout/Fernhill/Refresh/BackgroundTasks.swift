import BackgroundTasks

protocol TaskScheduling: AnyObject {
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

enum BackgroundTasks {
    /// Swapped for a MockTaskScheduler in tests.
    nonisolated(unsafe) static var scheduler: TaskScheduling = BGTaskScheduler.shared
}
