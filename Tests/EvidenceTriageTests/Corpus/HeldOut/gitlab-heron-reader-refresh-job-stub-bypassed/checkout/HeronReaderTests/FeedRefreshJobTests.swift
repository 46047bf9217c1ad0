import XCTest
@testable import HeronReader

final class FeedRefreshJobTests: XCTestCase {
    private var store: InMemoryArticleStore!

    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.responses = [
            URL(string: "https://feeds.heron-reader.invalid/v2/items")!: .json(Fixtures.data("items-3"), etag: "\"a1\"")
        ]
        store = InMemoryArticleStore()
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        StubURLProtocol.responses = [:]
        super.tearDown()
    }

    func testRefreshStoresStubbedItems() async throws {
        let job = FeedRefreshJob(client: FeedClient(), store: store)
        try await job.run()
        XCTAssertEqual(store.articles.count, 3)
    }

    func testNotModifiedKeepsCache() async throws {
        store.seed(Fixtures.articles(count: 2), etag: "\"a1\"")
        StubURLProtocol.responses[URL(string: "https://feeds.heron-reader.invalid/v2/items")!] = .notModified
        let job = FeedRefreshJob(client: FeedClient(), store: store)
        try await job.run()
        XCTAssertEqual(store.articles.count, 2)
    }
}
