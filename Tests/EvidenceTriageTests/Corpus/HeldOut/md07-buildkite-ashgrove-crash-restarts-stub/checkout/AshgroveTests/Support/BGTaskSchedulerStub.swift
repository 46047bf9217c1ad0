import Foundation
@testable import Ashgrove

/// Test double with BGTaskScheduler's contract, including its assertions: submitting a
/// request for an identifier with no registered launch handler raises the same
/// NSInternalInconsistencyException the framework raises.
final class BGTaskSchedulerStub: TaskScheduling {
    private var handlers: [String: (ScheduledTask) -> Void] = [:]
    private(set) var submitted: [TaskRequest] = []

    func register(forTaskWithIdentifier id: String, launchHandler: @escaping (ScheduledTask) -> Void) -> Bool {
        handlers[id] = launchHandler
        return true
    }

    func submit(_ request: TaskRequest) throws {
        guard handlers[request.identifier] != nil else {
            NSException(name: .internalInconsistencyException,
                        reason: "No launch handler registered for task with identifier \(request.identifier)").raise()
            return
        }
        submitted.append(request)
    }
}
