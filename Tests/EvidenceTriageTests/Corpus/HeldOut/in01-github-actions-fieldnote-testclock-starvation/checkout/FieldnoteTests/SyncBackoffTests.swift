import Clocks
import Foundation
import Testing
@testable import Fieldnote

@Suite("Sync backoff")
struct SyncBackoffTests {
    @Test func succeedsWithoutRetryingWhenFirstAttemptWorks() async throws {
        let clock = TestClock()
        var calls = 0
        try await SyncBackoff().run(clock: clock) { calls += 1 }
        #expect(calls == 1)
    }

    @Test func retriesStopAfterFiveAttempts() async throws {
        let clock = TestClock()
        let attempts = LockIsolated(0)
        let task = Task {
            try await SyncBackoff(maxAttempts: 5).run(clock: clock) {
                attempts.withValue { $0 += 1 }
                throw URLError(.notConnectedToInternet)
            }
        }

        // Every backoff sleep must finish; 5 retries is 2+4+8+16+32 s of test time.
        await clock.run(timeout: .milliseconds(500))

        #expect(attempts.value == 6)
        task.cancel()
    }
}
