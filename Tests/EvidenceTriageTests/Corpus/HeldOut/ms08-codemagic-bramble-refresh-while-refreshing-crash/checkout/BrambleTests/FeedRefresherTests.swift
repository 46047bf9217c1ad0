import XCTest
@testable import Bramble

final class FeedRefresherTests: XCTestCase {
    func testSingleRefreshLoadsPage() async throws {
        let refresher = FeedRefresher(api: StubFeedAPI(pages: 3))
        try await refresher.refresh()
        XCTAssertEqual(refresher.items.count, 20)
    }

    func testSecondRefreshWhileFirstInFlight() async throws {
        let refresher = FeedRefresher(api: StubFeedAPI(pages: 3, latency: .milliseconds(50)))
        async let first: Void = refresher.refresh()
        async let second: Void = refresher.refresh()
        _ = try await (first, second)
        XCTAssertEqual(refresher.items.count, 20)
    }
}
