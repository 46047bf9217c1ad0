import XCTest
@testable import Pintrail

final class ArticleDateFormatterTests: XCTestCase {
    func testYesterdayLabel() {
        let now = ISO8601DateFormatter().date(from: "2026-03-09T08:00:00Z")!
        let published = ISO8601DateFormatter().date(from: "2026-03-08T22:30:00Z")!
        let f = ArticleDateFormatter(now: { now }, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        XCTAssertEqual(f.string(for: published), "Yesterday, 23:30")
    }
}
