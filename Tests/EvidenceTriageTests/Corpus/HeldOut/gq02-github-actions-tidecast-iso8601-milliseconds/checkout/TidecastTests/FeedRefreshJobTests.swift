import XCTest
@testable import Tidecast

final class FeedRefreshJobTests: XCTestCase {
    private struct FixtureFetcher: FeedFetching {
        let data: Data
        func fetchPage(after cursor: String?) async throws -> Data { data }
    }

    private actor MemoryStore: EpisodeStoring {
        var episodes: [Episode] = []
        var savedCursor: String?
        func cursor() -> String? { savedCursor }
        func insert(_ new: [Episode], cursor: String?) throws {
            episodes.append(contentsOf: new.filter { n in !episodes.contains { $0.id == n.id } })
            savedCursor = cursor
        }
    }

    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "json"))
        return try Data(contentsOf: url)
    }

    func testRefreshInsertsNewEpisodes() async throws {
        let store = MemoryStore()
        let job = FeedRefreshJob(fetcher: FixtureFetcher(data: try fixture("feed-page-1")), store: store)
        try await job.run()
        let ids = await store.episodes.map(\.id)
        XCTAssertEqual(ids, ["ep_7f3a21", "ep_7f3a20"])
        let cursor = await store.savedCursor
        XCTAssertEqual(cursor, "c_2")
    }

    func testCancelledRefreshStoresNothing() async throws {
        let store = MemoryStore()
        let job = FeedRefreshJob(fetcher: FixtureFetcher(data: Data()), store: store)
        let task = Task { try await job.run() }
        task.cancel()
        _ = await task.result
        let count = await store.episodes.count
        XCTAssertEqual(count, 0)
    }
}
