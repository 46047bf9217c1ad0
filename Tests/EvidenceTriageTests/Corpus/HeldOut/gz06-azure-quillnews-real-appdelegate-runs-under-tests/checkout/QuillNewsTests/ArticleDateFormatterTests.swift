import XCTest
@testable import QuillNews

final class ArticleDateFormatterTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    func testRelativeDateYesterdayAcrossMidnight() {
        let now = ISO8601DateFormatter().date(from: "2025-02-10T00:20:00+01:00")!
        let published = ISO8601DateFormatter().date(from: "2025-02-09T23:50:00+01:00")!
        let f = ArticleDateFormatter(calendar: calendar, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.relativeString(for: published, now: now), "Yesterday")
    }
}
