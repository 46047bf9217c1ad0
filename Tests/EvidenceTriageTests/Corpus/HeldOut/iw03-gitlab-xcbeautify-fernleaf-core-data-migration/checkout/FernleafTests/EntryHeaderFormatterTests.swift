import XCTest
@testable import Fernleaf

final class EntryHeaderFormatterTests: XCTestCase {
    private let formatter = EntryHeaderFormatter()

    func testMidYearHeader() {
        let date = ISO8601DateFormatter().date(from: "2026-07-14T09:00:00Z")!
        XCTAssertEqual(formatter.header(for: date), "Tue, Jul 14, 2026")
    }

    func testHeaderUsesCalendarYearAtYearEnd() {
        let date = ISO8601DateFormatter().date(from: "2025-12-29T09:00:00Z")!
        XCTAssertEqual(formatter.header(for: date), "Mon, Dec 29, 2025")
    }
}
