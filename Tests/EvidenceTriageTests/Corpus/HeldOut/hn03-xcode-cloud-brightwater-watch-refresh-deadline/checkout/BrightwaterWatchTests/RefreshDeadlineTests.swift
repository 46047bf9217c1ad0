import Foundation
import Testing
@testable import Brightwater_Watch_App

final class ProbeTask: CompletableRefreshTask, @unchecked Sendable {
    private let lock = NSLock()
    private var _completed = 0
    var completedCount: Int { lock.withLock { _completed } }
    func complete(snapshot: Bool) { lock.withLock { _completed += 1 } }
}

@Suite(.serialized)
struct RefreshDeadlineTests {
    @Test func finishBeforeDeadlineCompletesOnce() async throws {
        let deadline = RefreshDeadline()
        let probe = ProbeTask()
        deadline.arm(probe, after: 0.5)
        deadline.finish(probe, snapshot: true)
        try await Task.sleep(for: .seconds(1))
        #expect(probe.completedCount == 1)
    }

    /// The crash reports show the main thread stuck in a synchronous XPC while
    /// the refresh task is held. The deadline must still fire.
    @Test func deadlineCompletesTaskWhileMainThreadBlocked() async throws {
        let deadline = RefreshDeadline()
        let probe = ProbeTask()
        deadline.arm(probe, after: 2)

        let mainBlocked = Task { @MainActor in Thread.sleep(forTimeInterval: 12) }
        try await Task.sleep(for: .seconds(10))
        #expect(probe.completedCount == 1)
        _ = await mainBlocked.value
    }

    @Test func connectivityWatchdogForceCompletesPendingTask() async throws {
        let probe = ProbeTask()
        await MainActor.run {
            let watchdog = ConnectivityWatchdog()
            watchdog.watch(probe, timeout: 2)
            Thread.sleep(forTimeInterval: 6)
            withExtendedLifetime(watchdog) {}
        }
        #expect(probe.completedCount == 1)
    }
}
