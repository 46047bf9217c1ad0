//
//  EpisodeRefreshJobTests.swift
//  OttersbyTests
//

import XCTest
@testable import Ottersby

private final class StubFeedClient: FeedClient {
    var itemsByFeed: [URL: [FeedItem]] = [:]
    var etag: String? = "\"v2\""
    func items(for feed: URL, etag: String?) async throws -> (items: [FeedItem], etag: String?) {
        (itemsByFeed[feed] ?? [], self.etag)
    }
}

private final class InMemoryEpisodeStore: EpisodeStore {
    private(set) var episodes: [Episode] = []
    private(set) var etags: [URL: String] = [:]
    private(set) var commitCount = 0
    func etag(for feed: URL) -> String? { etags[feed] }
    func commit(_ episodes: [Episode], etag: String?, for feed: URL) throws {
        commitCount += 1
        for episode in episodes where !self.episodes.contains(where: { $0.guid == episode.guid }) {
            self.episodes.append(episode)
        }
        etags[feed] = etag
    }
}

final class EpisodeRefreshJobTests: XCTestCase {
    private let feed = URL(string: "https://feeds.example.org/tidal.xml")!
    private var client: StubFeedClient!
    private var store: InMemoryEpisodeStore!

    override func setUp() {
        super.setUp()
        client = StubFeedClient()
        store = InMemoryEpisodeStore()
    }

    private func makeJob() -> EpisodeRefreshJob {
        EpisodeRefreshJob(client: client, store: store, feeds: { [feed] in [feed] })
    }

    func testInsertsNewEpisodesAndCommitsETag() async throws {
        client.itemsByFeed[feed] = [
            FeedItem(guid: "ep-10", title: "Ten", enclosure: "https://cdn.example.net/ep10.mp3"),
        ]
        let result = try await makeJob().run()
        XCTAssertEqual(result.inserted, 1)
        XCTAssertEqual(store.etag(for: feed), "\"v2\"")
    }

    func testRepeatedRunDoesNotDuplicateEpisodes() async throws {
        client.itemsByFeed[feed] = [
            FeedItem(guid: "ep-10", title: "Ten", enclosure: "https://cdn.example.net/ep10.mp3"),
        ]
        _ = try await makeJob().run()
        _ = try await makeJob().run()
        XCTAssertEqual(store.episodes.map(\.guid), ["ep-10"])
        XCTAssertEqual(store.commitCount, 2)
    }

    func testDropsEpisodeWithMalformedEnclosureURL() async throws {
        client.itemsByFeed[feed] = [
            FeedItem(guid: "ep-11", title: "Eleven", enclosure: "https://cdn.example.net/ep11.mp3"),
            // Seen in the wild: a CMS that pastes the file name unescaped.
            FeedItem(guid: "ep-12", title: "Twelve", enclosure: "https://cdn.example.net/ep 12 final|v2.mp3"),
        ]
        let result = try await makeJob().run()
        XCTAssertEqual(store.episodes.map(\.guid), ["ep-11"])
        XCTAssertEqual(result.skipped, 1)
    }

    func testCancelledRunCommitsNothing() async throws {
        client.itemsByFeed[feed] = [
            FeedItem(guid: "ep-13", title: "Thirteen", enclosure: "https://cdn.example.net/ep13.mp3"),
        ]
        let task = Task { try await makeJob().run() }
        task.cancel()
        _ = try? await task.value
        XCTAssertEqual(store.commitCount, 0)
    }
}
