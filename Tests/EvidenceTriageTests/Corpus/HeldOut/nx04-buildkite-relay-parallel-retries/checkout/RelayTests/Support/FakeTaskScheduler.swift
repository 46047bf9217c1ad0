import Foundation
import BackgroundTasks
@testable import Relay

/// Stands in for BGTaskScheduler in unit tests; never talks to the OS.
final class FakeTaskScheduler: TaskSubmitting {
    private(set) var submitted: [String] = []
    private let rejectDuplicateSubmits: Bool
    private let lock = NSLock()

    init(rejectDuplicateSubmits: Bool = false) { self.rejectDuplicateSubmits = rejectDuplicateSubmits }

    func submit(_ request: BGTaskRequest) throws {
        lock.lock(); defer { lock.unlock() }
        if rejectDuplicateSubmits && submitted.contains(request.identifier) {
            NSLog("FakeTaskScheduler: submit rejected %@", BGTaskScheduler.Error(.notPermitted) as NSError)
            throw BGTaskScheduler.Error(.notPermitted)
        }
        submitted.append(request.identifier)
    }
}
