import Foundation
@testable import Tidemark

/// Stands in for BGTaskScheduler: records submissions, lets a test "launch" one.
final class MockTaskScheduler: TaskScheduling, @unchecked Sendable {
    struct Submitted { let identifier: String; let earliestBeginDate: Date? }
    private(set) var submitted: [Submitted] = []
    private var handlers: [String: (MockTask) -> Void] = [:]
    private var completions: [String: CheckedContinuation<Bool, Never>] = [:]

    func register(_ identifier: String, handler: @escaping (ScheduledTask) -> Void) -> Bool {
        handlers[identifier] = { handler($0) }
        return true
    }

    func submit(_ identifier: String, earliestBeginDate: Date?) throws {
        submitted.append(.init(identifier: identifier, earliestBeginDate: earliestBeginDate))
    }

    func launch(_ identifier: String) {
        let task = MockTask(identifier: identifier) { [weak self] success in
            self?.completions.removeValue(forKey: identifier)?.resume(returning: success)
        }
        handlers[identifier]?(task)
    }

    /// Suspends until the launched task reports completion. No timeout: if the task never
    /// calls setTaskCompleted, this never returns, and a test-level `.timeLimit` cancelling
    /// the test's Task does not resume it.
    func awaitCompletion(of identifier: String) async -> Bool {
        await withCheckedContinuation { cont in
            completions[identifier] = cont
        }
    }
}
