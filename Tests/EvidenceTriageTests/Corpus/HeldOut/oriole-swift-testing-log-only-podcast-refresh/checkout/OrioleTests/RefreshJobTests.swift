import Testing
@testable import Oriole

struct RefreshJobTests {
    @Test func parsesEpisodesFromFeed() throws {
        let episodes = try FeedParser.parse(Fixtures.data("feed-weekly"))
        #expect(episodes.count == 12)
    }

    /// The job must only signal completion to the scheduler once the
    /// feed response has arrived and been stored.
    @Test func finishesAfterResponse() async throws {
        let events = EventLog()
        let api = StubFeedAPI(delay: .milliseconds(200)) { events.append("response") }
        let job = RefreshJob(api: api, store: InMemoryEpisodeStore()) { events.append("finish") }
        try await job.run(showIDs: ["s-3"])
        #expect(events.all == ["response", "finish"])
    }
}
