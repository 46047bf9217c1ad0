import XCTest
@testable import Lumen

final class ArticleDateFormatterTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_796_760_000) // 2026-12-08 20:00 UTC

    func testMinutesAgo() {
        XCTAssertEqual(ArticleDateFormatter.label(for: now.addingTimeInterval(-300), now: now), "5 minutes ago")
    }

    func testYesterdayUsesRelativeLabel() {
        XCTAssertEqual(ArticleDateFormatter.label(for: now.addingTimeInterval(-86_400), now: now), "yesterday")
    }
}
