import XCTest
@testable import Larkspur

final class FeedSyncOperationTests: XCTestCase {
    private var client: StubFeedClient!
    private var store: InMemoryArticleStore!

    override func setUp() {
        super.setUp()
        client = StubFeedClient()
        store = InMemoryArticleStore()
    }

    func testFirstSyncStoresArticles() async throws {
        client.next = .modified(.fixtures(count: 12), etag: "W/\"a91c\"")
        try await FeedSyncOperation(client: client, store: store).run()
        XCTAssertEqual(store.articles.count, 12)
        XCTAssertEqual(store.etag, "W/\"a91c\"")
    }

    func testInjectedSaveErrorKeepsPreviousETag() async throws {
        store.etag = "W/\"a91c\""
        store.articles = .fixtures(count: 12)
        client.next = .modified(.fixtures(count: 15), etag: "W/\"5d02\"")
        store.failNextSave = InjectedError.diskFull

        do {
            try await FeedSyncOperation(client: client, store: store).run()
            XCTFail("expected the injected save error")
        } catch {}

        XCTAssertEqual(store.articles.count, 12, "old articles must survive the failed save")
        XCTAssertEqual(store.etag, "W/\"a91c\"", "ETag advanced although the article save failed; the next refresh will send If-None-Match and get 304")
    }

    func testNotModifiedKeepsExistingArticles() async throws {
        store.articles = .fixtures(count: 3)
        client.next = .notModified
        try await FeedSyncOperation(client: client, store: store).run()
        XCTAssertEqual(store.articles.count, 3)
    }

    func testRepeatedSyncIsIdempotent() async throws {
        client.next = .modified(.fixtures(count: 5), etag: "W/\"77aa\"")
        try await FeedSyncOperation(client: client, store: store).run()
        client.next = .modified(.fixtures(count: 5), etag: "W/\"77aa\"")
        try await FeedSyncOperation(client: client, store: store).run()
        XCTAssertEqual(store.articles.count, 5)
    }
}
