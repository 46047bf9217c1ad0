import BackgroundTasks
@testable import Backerly

/// Records registrations/submissions; `simulateLaunch` calls the stored handler
/// synchronously with a fake task. The real OS scheduler is never involved.
final class MockTaskScheduler: TaskScheduling {
    private(set) var handlers: [String: (BGTask) -> Void] = [:]
    private(set) var submitted: [BGTaskRequest] = []

    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest) }

    func simulateLaunch(_ identifier: String) {
        handlers[identifier]?(FakeAppRefreshTask(identifier: identifier))
    }
}
