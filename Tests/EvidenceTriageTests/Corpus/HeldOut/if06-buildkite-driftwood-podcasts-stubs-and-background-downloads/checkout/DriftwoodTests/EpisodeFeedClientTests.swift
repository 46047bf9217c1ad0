import XCTest
@testable import Driftwood

final class EpisodeFeedClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.requestCount = 0
        StubURLProtocol.responses[URL(string: "https://feeds.driftwood.test/tidal-hour.xml")!] =
            (200, Fixtures.data("tidal-hour.xml"))
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        super.tearDown()
    }

    func testRefreshUsesStubbedFeed() async throws {
        let client = EpisodeFeedClient()
        let episodes = try await client.episodes(feedURL: URL(string: "https://feeds.driftwood.test/tidal-hour.xml")!)
        XCTAssertEqual(episodes.count, 12)
        XCTAssertEqual(StubURLProtocol.requestCount, 1)
    }
}
