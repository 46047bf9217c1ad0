import BackgroundTasks
import Foundation
@testable import Inkberry

/// Test double for BGTaskScheduler: keeps the registered handlers and lets a test launch one
/// immediately. Like the real scheduler with `using: nil`, it calls the handler on its own serial queue.
final class ImmediateTaskScheduler: TaskScheduling, @unchecked Sendable {
    private var handlers: [String: (BGTask) -> Void] = [:]
    private let queue = DispatchQueue(label: "ImmediateTaskScheduler.launch")

    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws {}

    func launch(_ identifier: String, with task: BGTask) {
        guard let handler = handlers[identifier] else { return }
        print("[ImmediateTaskScheduler] launching \(identifier) on \(queue.label)")
        queue.async { handler(task) }
    }
}
