import Testing
@testable import Cadence

@Suite struct EpisodeQueueTests {
    @Test func skipBackClampsAtZero() {
        var queue = EpisodeQueue(position: 5, duration: 3600)
        queue.skipBack()
        #expect(queue.position == 0)
    }

    @Test func skipForwardAdvancesThirtySeconds() {
        var queue = EpisodeQueue(duration: 3600)
        queue.skipForward()
        #expect(queue.position == 30)
    }
}
