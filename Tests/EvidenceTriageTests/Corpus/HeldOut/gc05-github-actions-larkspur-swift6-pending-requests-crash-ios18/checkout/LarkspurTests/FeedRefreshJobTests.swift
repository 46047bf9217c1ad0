import XCTest
@testable import Larkspur

private struct StubClient: FeedClient {
    let episodes: [Episode]
    let etag: String
    func fetch(ifNoneMatch etag: String?) async throws -> (episodes: [Episode], etag: String?) {
        // A well-behaved server returns the full page again when the ETag did not change
        // only if the client ignored it; the job must not duplicate what it already has.
        (episodes, self.etag)
    }
}

final class FeedRefreshJobTests: XCTestCase {
    private let page = [Episode(guid: "ep-101", title: "Cold open"), Episode(guid: "ep-102", title: "Second take")]

    func testFirstRefreshStoresEpisodes() async throws {
        let store = EpisodeStore()
        try await FeedRefreshJob(client: StubClient(episodes: page, etag: "W/\"a1\""), store: store).run()
        let stored = await store.episodes
        XCTAssertEqual(stored.map(\.guid), ["ep-101", "ep-102"])
    }

    func testRefreshIsIdempotentForSameFeedPage() async throws {
        let store = EpisodeStore()
        let job = FeedRefreshJob(client: StubClient(episodes: page, etag: "W/\"a1\""), store: store)
        try await job.run()
        try await job.run()
        let stored = await store.episodes
        XCTAssertEqual(stored.map(\.guid), ["ep-101", "ep-102"])
    }
}
