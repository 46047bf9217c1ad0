import XCTest
@testable import Quayline

final class ArticleDateFormatterTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-08-13T10:00:00Z")!

    func testRelativeToday() {
        XCTAssertEqual(ArticleDateFormatter.relative(now.addingTimeInterval(-3600), now: now), "Today")
    }

    func testRelativeYesterday() {
        let yesterday = now.addingTimeInterval(-86_400)
        XCTAssertEqual(ArticleDateFormatter.relative(yesterday, now: now), "Yesterday")
    }
}
