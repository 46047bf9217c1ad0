import Foundation
import BackgroundTasks
@testable import Lantern

final class FakeTaskScheduler: TaskScheduling {
    private(set) var handlers: [String: (BackgroundTaskProtocol) -> Void] = [:]
    private(set) var submitted: [BGTaskRequest] = []

    func register(identifier: String, handler: @escaping (BackgroundTaskProtocol) -> Void) -> Bool {
        handlers[identifier] = handler
        return true
    }
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }

    /// Plays the part of the OS: launches the registered handler now.
    func launch(_ identifier: String, with task: FakeTask) { handlers[identifier]?(task) }
}

final class FakeTask: BackgroundTaskProtocol {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

/// Holds work until the test drains it.
final class ManualQueue: DispatchableQueue {
    private var pending: [() -> Void] = []
    func async(execute work: @escaping () -> Void) { pending.append(work) }
    func runAll() { while !pending.isEmpty { pending.removeFirst()() } }
}
