import BackgroundTasks
@testable import Harborlight

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
    func cancel(taskRequestWithIdentifier identifier: String) {
        submitted.removeAll { $0.identifier == identifier }
    }
}

final class FakeRefreshTask: RefreshTaskType {
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    func setTaskCompleted(success: Bool) { completed = success }
    /// Simulates the system expiring the task.
    func expire() { expirationHandler?() }
}
