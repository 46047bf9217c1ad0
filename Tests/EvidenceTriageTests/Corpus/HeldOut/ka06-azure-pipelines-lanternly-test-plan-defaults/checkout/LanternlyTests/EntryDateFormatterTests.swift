import XCTest
@testable import Lanternly

final class EntryDateFormatterTests: XCTestCase {
    private let date = ISO8601DateFormatter().date(from: "2026-11-22T09:00:00Z")!

    func testHeaderUsesMediumDate() {
        XCTAssertEqual(EntryDateFormatter().header(for: date), "Nov 22, 2026")
    }

    func testHeaderHasNoTime() {
        XCTAssertFalse(EntryDateFormatter().header(for: date).contains(":"))
    }
}
