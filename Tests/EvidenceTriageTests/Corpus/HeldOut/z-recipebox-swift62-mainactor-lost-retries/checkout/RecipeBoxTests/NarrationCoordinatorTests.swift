import Testing
@testable import RecipeBox

@MainActor
struct NarrationCoordinatorTests {
    @Test func sustainedPlaybackResetsRetryBudget() async throws {
        let retryHandler = SpyRetryHandler()
        let coordinator = NarrationCoordinator(player: FakePlayer(), retryHandler: retryHandler, healthyPlaybackWindow: .milliseconds(10))

        coordinator.play(step: .fixture)
        try await Task.sleep(for: .milliseconds(110))

        #expect(retryHandler.resetCallCount == 1)
    }
}
