import Foundation
import Testing
@testable import Cinder

@Suite struct RefreshCompletionTests {
    @Test func completesWithSuccessAfterSync() async throws {
        let task = FakeAppRefreshTask(identifier: "com.cinderjournal.app.refresh")
        let handler = RefreshTaskHandler(sync: StubSync(result: .success(2)))
        await handler.handle(task)
        #expect(task.completion == .some(true))
    }

    /// Expiration and the sync's completion race; setTaskCompleted must be called once.
    @Test func completionReportedExactlyOnce() async throws {
        let task = FakeAppRefreshTask(identifier: "com.cinderjournal.app.refresh")
        let sync = StubSync(result: .success(1), delay: .milliseconds(20))
        let handler = RefreshTaskHandler(sync: sync)

        async let run: Void = handler.handle(task)
        try await Task.sleep(for: .milliseconds(20))
        task.expire()
        await run

        #expect(task.completionCallCount == 1)
    }
}
