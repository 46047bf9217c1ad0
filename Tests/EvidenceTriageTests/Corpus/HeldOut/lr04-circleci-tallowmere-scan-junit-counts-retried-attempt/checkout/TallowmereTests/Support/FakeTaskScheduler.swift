import BackgroundTasks
@testable import Tallowmere

/// Records requests instead of handing them to the system.
final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    private(set) var cancelled: [String] = []

    func submit(_ request: BGTaskRequest) throws {
        submitted.removeAll { $0.identifier == request.identifier }
        submitted.append(request)
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        cancelled.append(identifier)
    }
}

/// Stands in for BGAppRefreshTask; the test calls the handler directly.
final class FakeRefreshTask: RefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    private(set) var completedWith: Bool?

    func setTaskCompleted(success: Bool) {
        completedWith = success
        onComplete?(success)
    }

    func expire() { expirationHandler?() }
}
