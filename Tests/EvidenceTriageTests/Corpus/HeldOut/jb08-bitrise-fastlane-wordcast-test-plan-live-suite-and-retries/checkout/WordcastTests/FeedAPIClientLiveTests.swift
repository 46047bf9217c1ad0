import XCTest
@testable import Wordcast

/// Talks to the real staging API (needs the office VPN). Selected only by Wordcast-Nightly.xctestplan;
/// Wordcast-CI.xctestplan must skip this class.
final class FeedAPIClientLiveTests: XCTestCase {
    func testDecodesStagingFeed() async throws {
        let client = FeedAPIClient(baseURL: URL(string: "https://staging-api.wordcast.internal/v3")!)
        let feed = try await client.fetchFeed(page: 1)
        XCTAssertFalse(feed.items.isEmpty)
    }
}
