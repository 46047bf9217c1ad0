import XCTest
@testable import Tidewell

final class FeedRefreshOperationTests: XCTestCase {
    private var stub: StubURLProtocol.Type { StubURLProtocol.self }
    private var store: InMemoryEpisodeStore!

    override func setUp() {
        super.setUp()
        store = InMemoryEpisodeStore()
        StubURLProtocol.reset()
    }

    func testConditionalGetUsesETag() async throws {
        store.setETag("\"w/9f2c\"", for: .fixtureFeed)
        StubURLProtocol.respond(status: 304, headers: [:])
        let op = FeedRefreshOperation(feed: .fixtureFeed, store: store, session: .stubbed)
        _ = try await op.run()
        let sent = try XCTUnwrap(StubURLProtocol.lastRequest)
        XCTAssertEqual(sent.value(forHTTPHeaderField: "If-None-Match"), "\"w/9f2c\"")
    }

    func testNotModifiedKeepsEpisodes() async throws {
        store.insert(.fixtures(count: 3), for: .fixtureFeed)
        StubURLProtocol.respond(status: 304, headers: [:])
        _ = try await FeedRefreshOperation(feed: .fixtureFeed, store: store, session: .stubbed).run()
        XCTAssertEqual(store.episodes(for: .fixtureFeed).count, 3)
    }

    func testNewEpisodesAreInsertedOnce() async throws {
        StubURLProtocol.respond(status: 200, body: .fixture("feed-two-new.xml"))
        let op = FeedRefreshOperation(feed: .fixtureFeed, store: store, session: .stubbed)
        _ = try await op.run()
        _ = try await op.run()
        XCTAssertEqual(store.episodes(for: .fixtureFeed).count, 2)
    }

    func testRefreshSchedulesNextRequest() async throws {
        let scheduler = RecordingTaskScheduler()
        StubURLProtocol.respond(status: 304, headers: [:])
        _ = try await FeedRefreshOperation(feed: .fixtureFeed, store: store, session: .stubbed,
                                           scheduler: scheduler).run()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.tidewell.app.feed-refresh"])
    }
}
