import XCTest
@testable import Tidemark

final class FeedClientTests: XCTestCase {
    func testAcceptHeaderIsJSON() {
        let request = FeedClient().feedRequest(station: "9414290")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    }

    func testRequestURLIncludesAPIPath() {
        let request = FeedClient().feedRequest(station: "9414290")
        XCTAssertEqual(request.url?.absoluteString, "https://api.tidemark.app/v2/stations/9414290/feed")
    }
}
