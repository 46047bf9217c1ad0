import BackgroundTasks
@testable import Hobnail

/// In-memory stand-in for BGTaskScheduler: pending requests are the ones submitted so far.
final class FakeTaskScheduler: DockTaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []

    func submit(_ request: BGTaskRequest) throws {
        submitted.append(request)
    }

    func pendingTaskRequests() async -> [BGTaskRequest] {
        submitted
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        fatalError("cancel(taskRequestWithIdentifier:) called: DockRefreshJob must not replace a pending refresh")
    }
}
