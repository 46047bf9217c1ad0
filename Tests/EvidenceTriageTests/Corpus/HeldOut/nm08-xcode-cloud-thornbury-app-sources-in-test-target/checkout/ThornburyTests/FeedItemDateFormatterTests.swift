import XCTest
@testable import Thornbury

final class FeedItemDateFormatterTests: XCTestCase {
    func testRelativeYesterday() {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let posted = now.addingTimeInterval(-26 * 3600)
        XCTAssertEqual(FeedItemDateFormatter.relative(posted, now: now), "Yesterday")
    }
}
