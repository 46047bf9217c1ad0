import XCTest
@testable import Wren

final class FeedRefreshTests: XCTestCase {
    func testETagReused() async throws {
        let http = RecordingHTTPClient(responses: [.ok(etag: "\"v7\""), .notModified])
        let refresher = FeedRefresher(client: http)
        try await refresher.refresh(feed: .fixture)
        try await refresher.refresh(feed: .fixture)
        XCTAssertEqual(http.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "\"v7\"")
    }
}
