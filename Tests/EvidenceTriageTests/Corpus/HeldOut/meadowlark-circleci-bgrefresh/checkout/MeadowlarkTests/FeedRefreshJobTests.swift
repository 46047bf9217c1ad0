import XCTest
@testable import Meadowlark

final class FeedRefreshJobTests: XCTestCase {

    func testSingleRunInsertsNewEpisodes() async throws {
        let feed = StubFeedClient(episodes: ["ep-101", "ep-102", "ep-103"], latency: .milliseconds(50))
        let library = EpisodeLibrary()
        let job = FeedRefreshJob(client: feed, library: library)
        try await job.run(trigger: .backgroundTask)
        let count = await library.episodeCount
        XCTAssertEqual(count, 3)
    }

    func testConcurrentRefreshDoesNotDuplicateEpisodes() async throws {
        let feed = StubFeedClient(episodes: ["ep-101", "ep-102", "ep-103"], latency: .milliseconds(50))
        let library = EpisodeLibrary()
        let job = FeedRefreshJob(client: feed, library: library)
        // A BGAppRefreshTask launch and a pull-to-refresh can overlap.
        async let background: Void = job.run(trigger: .backgroundTask)
        async let foreground: Void = job.run(trigger: .pullToRefresh)
        _ = try await (background, foreground)
        let count = await library.episodeCount
        XCTAssertEqual(count, 3)
    }
}
