import XCTest
@testable import Quayline

final class OfflineFeedTests: XCTestCase {
    private var client: FeedClient!

    override func setUp() {
        super.setUp()
        StubURLProtocol.requestCount = 0
        StubURLProtocol.offline = false
        StubURLProtocol.body = Fixtures.data("feed-12-items.json")
        let inner = URLSessionConfiguration.ephemeral
        inner.protocolClasses = [StubURLProtocol.self]
        NetworkInspectorProtocol.innerConfiguration = inner
        FeedCache.removeAll()
        client = FeedClient()
    }

    func testFeedLoadsFromCacheWhenOffline() async throws {
        _ = try await client.loadFeed(preferCache: true)
        StubURLProtocol.offline = true
        let cached = try? await client.loadFeed(preferCache: true)
        XCTAssertEqual(cached?.items.count, 12)
    }

    func testCachedResponseSkipsNetwork() async throws {
        _ = try await client.loadFeed(preferCache: true)
        _ = try await client.loadFeed(preferCache: true)
        XCTAssertEqual(StubURLProtocol.requestCount, 1)
    }

    func testFeedDecodesTwelveItems() async throws {
        let page = try await client.loadFeed(preferCache: false)
        XCTAssertEqual(page.items.count, 12)
    }
}
