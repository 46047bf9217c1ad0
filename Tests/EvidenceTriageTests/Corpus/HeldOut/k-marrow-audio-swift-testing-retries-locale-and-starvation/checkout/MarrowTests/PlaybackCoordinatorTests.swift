import Testing
@testable import Marrow

@Suite struct PlaybackCoordinatorTests {
    @Test func sustainedPlaybackResetsRetryBudget() async throws {
        let retry = SpyRetryHandler()
        let coordinator = PlaybackCoordinator(retry: retry, healthyAfter: .milliseconds(10))
        coordinator.playbackDidStart()
        try await Task.sleep(for: .milliseconds(100))
        #expect(retry.resetCallCount == 1)
    }
}
