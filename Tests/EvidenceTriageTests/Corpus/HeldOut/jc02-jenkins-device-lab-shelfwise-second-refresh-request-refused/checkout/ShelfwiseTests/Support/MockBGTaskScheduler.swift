import BackgroundTasks
@testable import Shelfwise

/// Records requests instead of talking to BackgroundTasks. Never refuses a request.
final class MockBGTaskScheduler: BGTaskSchedulerProtocol {
    private(set) var submitted: [BGTaskRequest] = []
    private(set) var handlers: [String: (BGTaskProtocol) -> Void] = [:]

    func registerHandler(forTaskWithIdentifier identifier: String,
                         launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws {
        submitted.removeAll { $0.identifier == taskRequest.identifier }
        submitted.append(taskRequest)
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        submitted.removeAll { $0.identifier == identifier }
    }
}
