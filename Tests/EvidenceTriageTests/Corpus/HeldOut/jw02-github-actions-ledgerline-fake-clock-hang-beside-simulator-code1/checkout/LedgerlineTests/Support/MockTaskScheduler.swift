import BackgroundTasks
@testable import Ledgerline

/// Test double for TaskScheduling. Handlers are kept and fired by the test.
final class MockTaskScheduler: TaskScheduling {
    private(set) var handlers: [String: (BGTask) -> Void] = [:]
    private(set) var submitted: [BGTaskRequest] = []

    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest) }

    /// Calls the registered handler with a fake task and waits for it to settle.
    func fire(_ identifier: String, with task: FakeRefreshTask) async {
        handlers[identifier]?(unsafeBitCast(task, to: BGTask.self))
        await task.settle(timeout: .seconds(2))
    }
}

final class FakeRefreshTask: NSObject, RefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    func setTaskCompleted(success: Bool) { completedSuccess = success }
    func settle(timeout: Duration) async { try? await Task.sleep(for: .milliseconds(200)) }
}
