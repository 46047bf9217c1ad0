import Foundation
import Testing
@testable import Ledgerly

private final class InMemoryState: RulesUpdateState {
    var isUpdating = false
    var lastCompletedAt: Date?
}

private struct SlowDownloader: RulesDownloading {
    func downloadAndApplyRules() async throws {
        try await Task.sleep(for: .seconds(30))
    }
}

@Suite struct RulesUpdateTaskTests {
    @Test func successfulUpdateStampsCompletion() async throws {
        let state = InMemoryState()
        let task = RulesUpdateTask(state: state, downloader: InstantDownloader())
        let success = await withCheckedContinuation { continuation in
            task.run { continuation.resume(returning: $0) }
        }
        #expect(success)
        #expect(state.lastCompletedAt != nil)
    }

    /// When iOS expires the processing task the app must not stay "updating"
    /// forever, or every later submission is skipped.
    @Test func expiredUpdateClearsInProgressFlag() async throws {
        let state = InMemoryState()
        let task = RulesUpdateTask(state: state, downloader: SlowDownloader())

        let success = await withCheckedContinuation { continuation in
            task.run { continuation.resume(returning: $0) }
            task.expire()
        }

        #expect(success == false)
        #expect(state.isUpdating == false)
    }
}
