import Foundation
import Testing
@testable import TallyrollCore

final class FakeBackgroundTask: BackgroundTaskHandle, @unchecked Sendable {
    var expirationHandler: (@Sendable () -> Void)?
    private let lock = NSLock()
    private var _completions: [Bool] = []
    var completions: [Bool] { lock.withLock { _completions } }

    func setTaskCompleted(success: Bool) {
        lock.withLock { _completions.append(success) }
    }

    func expire() { expirationHandler?() }
}

/// A scheduler whose pass takes as long as the test says, and ignores
/// cancellation the way a long ledger walk does.
struct SlowScheduler: ReminderScheduling {
    let duration: Duration
    func reconcileAll() async throws -> Int {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: duration)
        while clock.now < end { await Task.yield() }
        return 3
    }
}

@Suite("Refresh pass")
struct RefreshPassTests {
    @Test func completesOnceWithSuccess() async {
        let task = FakeBackgroundTask()
        let pass = RefreshPass(scheduler: SlowScheduler(duration: .milliseconds(5)), task: task)
        await withCheckedContinuation { continuation in
            pass.run { _ in continuation.resume() }
        }
        #expect(task.completions == [true])
    }

    @Test func expirationCompletesTaskExactlyOnce() async throws {
        let task = FakeBackgroundTask()
        let pass = RefreshPass(scheduler: SlowScheduler(duration: .milliseconds(200)), task: task)
        pass.run { _ in }
        try await Task.sleep(for: .milliseconds(20))
        task.expire()
        try await Task.sleep(for: .milliseconds(400))
        #expect(task.completions.count == 1)
        #expect(task.completions.first == false)
    }

    @Test func failureCompletesWithFalse() async {
        struct Boom: Error {}
        struct Failing: ReminderScheduling { func reconcileAll() async throws -> Int { throw Boom() } }
        let task = FakeBackgroundTask()
        let pass = RefreshPass(scheduler: Failing(), task: task)
        await withCheckedContinuation { continuation in
            pass.run { _ in continuation.resume() }
        }
        #expect(task.completions == [false])
    }
}
