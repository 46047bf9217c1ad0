import Testing
import Foundation
@testable import Tidewave

struct PlaybackCoordinatorTests {
    @Test func sustainedPlaybackRefillsRetryBudget() async throws {
        let retry = FakeRetryHandler()
        let coordinator = PlaybackCoordinator(retryHandler: retry, healthyPlaybackWindow: .milliseconds(10))
        coordinator.playbackDidStart()
        try await Task.sleep(for: .milliseconds(100))
        #expect(retry.resetCallCount == 1)
    }
}
