import XCTest
@testable import Wren

final class ArticleDateFormatterTests: XCTestCase {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/London")!
        return c
    }()

    func testYesterdayIsRelative() {
        let now = ISO8601DateFormatter().date(from: "2026-11-04T09:00:00Z")!
        let published = ISO8601DateFormatter().date(from: "2026-11-03T22:30:00Z")!
        let text = ArticleDateFormatter(calendar: calendar, locale: Locale(identifier: "en_GB")).string(for: published, now: now)
        XCTAssertEqual(text, "Yesterday")
    }
}
